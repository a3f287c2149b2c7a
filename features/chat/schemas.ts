import { z } from 'zod';
import { requiredEmail } from '@/lib/form-fields';
import { CHAT_MESSAGE_MAX } from './model';
import { MAX_ID, recordId } from '@/lib/validation';

const chatId = z.coerce.number({ message: 'validation.required' }).int().positive().max(MAX_ID);

export const chatLiveSchema = z.object({
  page: z.string().max(300).optional(),
});

/** The message form (client) and POST /chat/message (server). */
export const messageFormSchema = z.object({
  message: z.string().trim().min(1, 'validation.required').max(CHAT_MESSAGE_MAX, { message: 'chat.tooLong' }),
});

/** The message form when nobody is online and the shopper is a guest: the answer comes by e-mail. */
export const offlineMessageFormSchema = messageFormSchema.extend({ email: requiredEmail() });

export const sendMessageSchema = messageFormSchema.extend({
  chatId,
  /** Where the answer goes when nobody is online (a logged-in customer's own address otherwise). */
  email: requiredEmail().optional(),
});

export const historyQuerySchema = z.object({
  chatId,
  recipient: z.string().max(50).optional(),
  uid: z.string().max(64).optional(),
  afterId: z.coerce.number().int().min(0).optional(),
});

export const chatIdSchema = z.object({ chatId });
export const chatIdParam = z.object({ id: recordId() });
export const fileInfoSchema = z.object({ fileId: recordId() });

/** Multipart body of POST /chat/files; the file's type and size are checked on its content afterwards. */
export const fileUploadSchema = z.object({
  chatId: chatId.optional(),
  file: z.instanceof(File, { message: 'chat.fileRequired' }),
});
