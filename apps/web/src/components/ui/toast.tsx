// The toast queue lives apart from the Radix UI so that any screen can raise a toast
// without pulling the toast component into the first bundle.
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone?: 'default' | 'error';
}

let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; a newer one replaces the visible one. */
export function toast(message: Omit<ToastMessage, 'id'>) {
  current = [{ ...message, id: nextId++ }];
  emit();
}

/** Removes a toast once Radix has closed it. */
export function dismiss(id: number) {
  current = current.filter((t) => t.id !== id);
  emit();
}

/** Subscribes to toast changes (useSyncExternalStore). */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = () => current;
