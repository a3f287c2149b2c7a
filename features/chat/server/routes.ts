import 'server-only';
import { Hono, type Context } from 'hono';
import { uploadLimit, validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { clientIp, rateLimit } from '@/lib/rate-limit';
import { currentCustomer } from '@/features/accounts';
import { isVerifiedStaff } from '@/features/accounts';
import { CHAT_FILE_MAX_BYTES, type LiveChat } from '../model';
import {
  chatIdSchema,
  chatLiveSchema,
  fileInfoSchema,
  fileUploadSchema,
  historyQuerySchema,
  sendMessageSchema,
} from '../schemas';
import {
  addMessage,
  getChat,
  getFile,
  listMessages,
  markRead,
  openChat,
  ownsChat,
  storeFile,
  type Owner,
} from './chats';
import { publishChatMessage, publishChatUpdated } from './events';
import { acceptUpload, fileResponse } from './files';
import { transcriptHtml } from './transcript';
import { getWorkTime } from '@/features/forms';
import { chatAvailability } from './presence';
import { mailOfflineMessage, recordOfflineMessage } from './offline';

type C = Context<ApiEnv>;

async function owner(c: C): Promise<Owner> {
  const uid = c.get('uid');
  const customer = await currentCustomer(c.req.raw.headers);
  if (uid === '0') throw new ApiError(401, translateMessage(c.get('locale'), 'chat.noVisitor'));
  return { uid, customer };
}

/** The chat if the caller owns it; 404 otherwise, so ids of other conversations reveal nothing. */
async function ownedChat(c: C, chatId: number) {
  const who = await owner(c);
  const chat = await getChat(chatId);
  if (!chat || !ownsChat(chat, who))
    throw new ApiError(404, translateMessage(c.get('locale'), 'chat.notFound'));
  return { chat, who };
}

const limitMessages = (c: C) =>
  rateLimit(
    'chat-message',
    `${c.get('uid')}:${clientIp(c.req.raw.headers)}`,
    30,
    60,
    translateMessage(c.get('locale'), 'errors.tooManyRequests'),
  );

/** Shopper side of the live chat: the chat calls of spec §7. */
export const chatRoutes = new Hono<ApiEnv>()
  .post('/chat/live', validate('json', chatLiveSchema), async (c) => {
    const who = await owner(c);
    const { page } = c.req.valid('json');
    const chat = await openChat(who, { page, locale: c.get('locale') });
    const [messages, work] = await Promise.all([listMessages(chat.id), chatAvailability()]);
    if (page) void publishChatUpdated(chat);
    // A logged-in customer's answer goes to their own address when nobody is online.
    const replyTo = who.customer?.email ?? null;
    return c.json({ chat: { id: chat.id, status: chat.status }, messages, work, replyTo } satisfies LiveChat);
  })
  .post('/chat/message', validate('json', sendMessageSchema), async (c) => {
    const { chatId, message, email } = c.req.valid('json');
    const { chat, who } = await ownedChat(c, chatId);
    // Nobody online: the answer comes by e-mail, so a guest gives an address.
    const { staffed } = await chatAvailability();
    const replyTo = staffed ? null : (who.customer?.email ?? email);
    if (!staffed && !replyTo) {
      const t = (key: string) => translateMessage(c.get('locale'), key);
      throw new ApiError(422, t('errors.invalidData'), { email: [t('validation.required')] });
    }
    await limitMessages(c);
    const saved = await addMessage(chat, { sender: 'shopper', body: message });
    await publishChatMessage(chat, saved);
    if (replyTo) {
      await recordOfflineMessage(chat, replyTo);
      await mailOfflineMessage(chat, saved, replyTo);
    }
    return c.json({ data: saved }, 201);
  })
  .get('/chat/message', validate('query', historyQuerySchema), async (c) => {
    const { chatId, uid, afterId } = c.req.valid('query');
    if (uid && uid !== c.get('uid'))
      throw new ApiError(404, translateMessage(c.get('locale'), 'chat.notFound'));
    const { chat } = await ownedChat(c, chatId);
    const data = await listMessages(chat.id, afterId);
    await markRead(chat.id, 'shopper');
    return c.json({ chat: { id: chat.id, status: chat.status }, data });
  })
  .post('/chat/files', uploadLimit(CHAT_FILE_MAX_BYTES), validate('form', fileUploadSchema), async (c) => {
    const { chatId, file } = c.req.valid('form');
    const who = await owner(c);
    const chat = chatId
      ? (await ownedChat(c, chatId)).chat
      : await openChat(who, { locale: c.get('locale') });
    await rateLimit(
      'chat-file',
      c.get('uid'),
      10,
      600,
      translateMessage(c.get('locale'), 'errors.tooManyRequests'),
    );
    const upload = await acceptUpload(file, c.get('locale'));
    const fileId = await storeFile(chat.id, upload);
    const saved = await addMessage(chat, { sender: 'shopper', body: '', fileId });
    await publishChatMessage(chat, saved);
    return c.json({ data: saved }, 201);
  })
  .post('/chat/file/info', validate('json', fileInfoSchema), async (c) => {
    const file = await getFile(c.req.valid('json').fileId);
    if (!file) throw new ApiError(404, translateMessage(c.get('locale'), 'chat.notFound'));
    const customer = await currentCustomer(c.req.raw.headers);
    const chat = await getChat(file.chatId);
    // Staff may open the files of any conversation; a shopper only those of their own.
    if (!chat || (!isVerifiedStaff(customer) && !ownsChat(chat, { uid: c.get('uid'), customer }))) {
      throw new ApiError(404, translateMessage(c.get('locale'), 'chat.notFound'));
    }
    return fileResponse(c, file);
  })
  .post('/event/chat/print', validate('json', chatIdSchema), async (c) => {
    const { chat } = await ownedChat(c, c.req.valid('json').chatId);
    const [messages, work] = await Promise.all([listMessages(chat.id), getWorkTime()]);
    return c.body(transcriptHtml(chat, messages, c.get('locale'), work.timezone), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'private, no-store',
    });
  });

/** Workflow host: the seller's opening hours and whether the chat is staffed (spec §7 GET /api/public/work-time). */
export const workTimeRoutes = new Hono<ApiEnv>().get('/api/public/work-time', async (c) =>
  c.json({ data: await chatAvailability() }),
);
