import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A bold first line above the message (spec §8 "AI chat": title 'Error' over the message). */
  title?: string;
  /** False once dismissed; the item leaves the store when its exit transition ends. */
  open: boolean;
}

export interface ToastOptions {
  title?: string;
}

interface ToastState {
  toasts: ToastItem[];
  push: (severity: ToastSeverity, message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

/** Toasts beyond this many on screen push the oldest out. */
export const MAX_VISIBLE_TOASTS = 4;

let nextId = 1;

/**
 * The toast queue. It lives in shared-ui, which Module Federation shares as a singleton, so a
 * toast raised by any remote is rendered by the shell's one `<Toaster />`.
 */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (severity, message, options) => {
    const id = nextId++;
    set((state) => {
      const item: ToastItem = options?.title
        ? { id, message, severity, title: options.title, open: true }
        : { id, message, severity, open: true };
      const toasts = [...state.toasts, item];
      const open = toasts.filter((t) => t.open);
      const overflow = open.length - MAX_VISIBLE_TOASTS;
      if (overflow <= 0) return { toasts };
      const dropped = new Set(open.slice(0, overflow).map((t) => t.id));
      return { toasts: toasts.filter((t) => !dropped.has(t.id)) };
    });
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) })),
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/**
 * Shows a toast from anywhere, inside React or not: `toast.success('Saved')`. Returns the
 * toast's id (for `toast.dismiss`).
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => useToastStore.getState().push('success', message, options),
  error: (message: string, options?: ToastOptions) => useToastStore.getState().push('error', message, options),
  info: (message: string, options?: ToastOptions) => useToastStore.getState().push('info', message, options),
  warning: (message: string, options?: ToastOptions) => useToastStore.getState().push('warning', message, options),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
