// Public API of @telehealth/shared-ui. Explicit named exports only: other teams code against
// exactly this surface, and every export here is shared as one singleton at run time.
export { theme } from './theme/theme';
export { AppThemeProvider } from './theme/app-theme-provider';
export { getInitials } from './components/get-initials';
export { UserAvatar } from './components/user-avatar';
export { createIcon } from './components/create-icon';
export { visuallyHidden } from './a11y/visually-hidden';
export type { UserAvatarProps } from './components/user-avatar';
export { EmptyState } from './components/empty-state';
export { IconTile } from './components/icon-tile';
export type { IconTileProps } from './components/icon-tile';
export type { EmptyStateProps } from './components/empty-state';
export { ErrorCard } from './components/error-card';
export type { ErrorCardProps } from './components/error-card';
export { LoadingScreen } from './components/loading-screen';
export type { LoadingScreenProps } from './components/loading-screen';
export { ConfirmDialog } from './components/confirm-dialog';
export { PasswordField } from './components/password-field';
export type { PasswordFieldProps } from './components/password-field';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { toast, useToastStore, MAX_VISIBLE_TOASTS } from './toast/toast-store';
export type { ToastItem, ToastOptions, ToastSeverity } from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { formatDate, formatDateTime, formatShortDate, formatRelative, toDate } from './format/date-format';
export type { DateInput } from './format/date-format';
export { createQueryClient } from './standalone/query-client';
export { saveFile } from './files/save-file';
