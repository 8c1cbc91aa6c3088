'use client';

import { Toaster as Sonner } from 'sonner';

/** The one toaster of the app (SPEC §9): one toast visible at a time, 5 seconds each. */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} position="top-right" richColors closeButton />;
}
