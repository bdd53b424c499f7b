import type { KeyboardEvent } from 'react';
import { isAllowedNumericKey } from '@kaizen/contracts';

/** onKeyDown handler applying the SPEC §5 numeric key filter. */
export function numericKeyFilter(event: KeyboardEvent<HTMLInputElement>) {
  if (!isAllowedNumericKey(event)) event.preventDefault();
}

/** Keeps only digits (pasted or autofilled text), at most `max` of them. */
export const digitsOnly = (value: string, max: number): string =>
  value.replace(/\D/g, '').slice(0, max);
