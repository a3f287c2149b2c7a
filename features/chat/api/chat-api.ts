import { loadUid, portalApi, workflowApi } from '@/lib/http/client';
import type { ChatAvailability, ChatMessage, LiveChat } from '../model';

export const chatKeys = { live: ['chat', 'live'] as const, availability: ['chat', 'availability'] as const };

export async function openLiveChat(page: string): Promise<LiveChat> {
  await loadUid();
  return (await portalApi.post<LiveChat>('/chat/live', { page })).data;
}

/** `email`: where the answer goes when nobody is online (a guest's address). */
export async function sendChatMessage(chatId: number, message: string, email?: string): Promise<ChatMessage> {
  return (await portalApi.post<{ data: ChatMessage }>('/chat/message', { chatId, message, email })).data.data;
}

export async function fetchChatMessages(
  chatId: number,
  afterId = 0,
): Promise<{ chat: LiveChat['chat']; data: ChatMessage[] }> {
  return (
    await portalApi.get('/chat/message', { params: { chatId, recipient: 'seller', afterId }, silent: true })
  ).data;
}

export async function sendChatFile(chatId: number, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.set('chatId', String(chatId));
  form.set('file', file);
  return (await portalApi.post<{ data: ChatMessage }>('/chat/files', form)).data.data;
}

/** Opening hours and whether staff answer now; asked again while the chat is open, so silently. */
export async function fetchChatAvailability(): Promise<ChatAvailability> {
  return (await workflowApi.get('/api/public/work-time', { silent: true })).data.data;
}

/** POST /chat/file/info answers the file (blob); it is saved under its own name. */
export async function downloadChatFile(fileId: number, name: string): Promise<void> {
  const blob = (await portalApi.post<Blob>('/chat/file/info', { fileId }, { responseType: 'blob' })).data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Prints the transcript from a hidden frame, removed again after 60 s (spec §9). */
export async function printTranscript(chatId: number): Promise<void> {
  const html = (await portalApi.post<string>('/event/chat/print', { chatId }, { responseType: 'text' })).data;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const frame = document.createElement('iframe');
  frame.title = 'transcript';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.onload = () => frame.contentWindow?.print();
  frame.src = url;
  frame.dataset.testid = 'chat-print-frame';
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}
