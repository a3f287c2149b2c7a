import type { StaffChatDetail } from '../model';
import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { staffOnly } from '@/features/backoffice';
import { chatIdParam, fileUploadSchema, messageFormSchema } from '../schemas';
import {
  addMessage,
  getChat,
  listMessages,
  listOpenChats,
  markRead,
  setStatus,
  shopperContext,
  storeFile,
} from './chats';
import { publishChatMessage, publishChatUpdated } from './events';
import { acceptUpload } from './files';

async function chatOr404(id: number, locale: ApiEnv['Variables']['locale']) {
  const chat = await getChat(id);
  if (!chat) throw new ApiError(404, translateMessage(locale, 'chat.notFound'));
  return chat;
}

/** The staff chat console's calls; every one needs a staff session. Several staff can work at once. */
export const staffChatRoutes = new Hono<ApiEnv>()
  .use('/api/staff/chats', staffOnly)
  .use('/api/staff/chats/*', staffOnly)
  .get('/api/staff/chats', async (c) => c.json({ data: await listOpenChats() }))
  .get('/api/staff/chats/:id', validate('param', chatIdParam), async (c) => {
    const chat = await chatOr404(c.req.valid('param').id, c.get('locale'));
    const [messages, context] = await Promise.all([
      listMessages(chat.id),
      shopperContext(chat, c.get('locale')),
    ]);
    await markRead(chat.id, 'staff');
    return c.json({
      data: {
        chat: { id: chat.id, status: chat.status, locale: chat.locale },
        messages,
        context,
      } satisfies StaffChatDetail,
    });
  })
  .post('/api/staff/chats/:id/read', validate('param', chatIdParam), async (c) => {
    const chat = await chatOr404(c.req.valid('param').id, c.get('locale'));
    await markRead(chat.id, 'staff');
    return c.json({ ok: true });
  })
  .post(
    '/api/staff/chats/:id/messages',
    validate('param', chatIdParam),
    validate('json', messageFormSchema),
    async (c) => {
      const staff = c.get('staff');
      const chat = await chatOr404(c.req.valid('param').id, c.get('locale'));
      const saved = await addMessage(chat, { sender: 'staff', body: c.req.valid('json').message, staff });
      await publishChatMessage(chat, saved);
      return c.json({ data: saved }, 201);
    },
  )
  .post(
    '/api/staff/chats/:id/files',
    validate('param', chatIdParam),
    validate('form', fileUploadSchema),
    async (c) => {
      const staff = c.get('staff');
      const chat = await chatOr404(c.req.valid('param').id, c.get('locale'));
      const upload = await acceptUpload(c.req.valid('form').file, c.get('locale'));
      const fileId = await storeFile(chat.id, upload);
      const saved = await addMessage(chat, { sender: 'staff', body: '', staff, fileId });
      await publishChatMessage(chat, saved);
      return c.json({ data: saved }, 201);
    },
  )
  .post('/api/staff/chats/:id/close', validate('param', chatIdParam), async (c) => {
    const chat = await setStatus(c.req.valid('param').id, 'closed');
    if (!chat) throw new ApiError(404, translateMessage(c.get('locale'), 'chat.notFound'));
    await publishChatUpdated(chat);
    return c.json({ data: { id: chat.id, status: chat.status } });
  });
