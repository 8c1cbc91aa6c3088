import { toast } from '../toast/toast.enhance';

/** 'Copiar link' of share-buttons.tsx: copies data-url, and answers in the page's language (SPEC §2, §7, §8). */
export default function share(button: HTMLElement): void {
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.url ?? location.href);
      toast('success', button.dataset.copied ?? '');
    } catch (error) {
      console.error('[share] copy failed:', error);
      toast('error', button.dataset.failed ?? '');
    }
  });
}
