import { portalApi } from '@/lib/http/client';
import type { ShopperCart } from '@/features/cart/model';
import type { ChatMessage } from '../model';

export interface StaffChatSummary {
  id: number;
  status: 'open' | 'closed';
  shopper: { name: string | null; email: string | null; customerNumber: string | null };
  currentPage: string | null;
  lastMessageAt: string;
  lastMessage: string | null;
  unread: number;
}
export interface StaffChatDetail {
  chat: { id: number; status: 'open' | 'closed'; locale: string };
  messages: ChatMessage[];
  context: {
    currentPage: string | null;
    lastSeenAt: string | null;
    customer: { name: string; email: string; customerNumber: string; companyName: string | null } | null;
    /** The shopper's open cart now, or null when they have none. */
    cart: ShopperCart | null;
  };
}

export const staffKeys = {
  list: ['staff', 'chats'] as const,
  detail: (id: number) => ['staff', 'chat', id] as const,
};

export const fetchStaffChats = async (): Promise<StaffChatSummary[]> =>
  (await portalApi.get('/api/staff/chats')).data.data;
export const fetchStaffChat = async (id: number): Promise<StaffChatDetail> =>
  (await portalApi.get(`/api/staff/chats/${id}`)).data.data;
export const markStaffRead = async (id: number) =>
  portalApi.post(`/api/staff/chats/${id}/read`, {}, { silent: true });
export const replyToChat = async (id: number, message: string): Promise<ChatMessage> =>
  (await portalApi.post(`/api/staff/chats/${id}/messages`, { message })).data.data;
export async function sendStaffFile(id: number, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.set('file', file);
  return (await portalApi.post(`/api/staff/chats/${id}/files`, form)).data.data;
}
export const closeChat = async (id: number) =>
  (await portalApi.post(`/api/staff/chats/${id}/close`)).data.data;
export const staffLogin = async (email: string, password: string) =>
  (
    await portalApi.post<{ twoFactor?: 'verify' | 'enrol' }>('/accounts/async-login', {
      email,
      password,
      remember: false,
    })
  ).data;
export const staffLogout = async () => portalApi.post('/accounts/logout');
