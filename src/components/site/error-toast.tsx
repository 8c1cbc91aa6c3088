'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/** Shows a load error of a server-rendered section as a toast (SPEC §8). */
export function ErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return null;
}
