import { toast } from '../toast/toast.enhance';

/** A server-rendered section's load error (data-message), shown once as an error toast (SPEC §8). */
export default function errorToast(element: HTMLElement): void {
  const message = element.dataset.message;
  if (message) toast('error', message, { id: message });
}
