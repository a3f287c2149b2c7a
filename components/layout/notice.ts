export type Notice = { kind: 'success' | 'error' | 'warning' | 'info'; title: string; description?: string };

/** The window event a notice travels on, from `notify` to the toasts (./notifications.tsx). */
export const NOTIFY_EVENT = 'shop:notify';
