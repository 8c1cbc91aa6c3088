'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';

/** Shows a load error of a server-rendered section as a toast (SPEC §8). */
export function ErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return null;
}
