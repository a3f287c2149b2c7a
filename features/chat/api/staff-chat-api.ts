import { portalApi } from '@/lib/http/client';
import type { ChatMessage, ChatSummary, StaffChatDetail } from '../model';

export const staffKeys = {
  list: ['staff', 'chats'] as const,
  detail: (id: number) => ['staff', 'chat', id] as const,
};

export const fetchStaffChats = async (): Promise<ChatSummary[]> =>
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
