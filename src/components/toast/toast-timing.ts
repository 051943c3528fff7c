import type { VariantType } from 'notistack';

/**
 * docs/product.md's display times: success and info 5 s; errors (and warnings) 8 s with a close
 * button.
 */
export const TOAST_DURATION_MS: Record<VariantType, number> = {
  default: 5000,
  success: 5000,
  info: 5000,
  warning: 8000,
  error: 8000,
};

export const TOAST_MAX_VISIBLE = 3;

/** Toasts that stay long enough to need a way to dismiss them. */
export function isDismissible(variant: VariantType): boolean {
  return variant === 'error' || variant === 'warning';
}
