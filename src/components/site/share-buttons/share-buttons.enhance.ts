import { toast } from '../toast/toast.enhance';

/** 'Copiar link' of share-buttons.tsx: copies data-url (SPEC §2, §7, §8). */
export default function share(button: HTMLElement): void {
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.url ?? location.href);
      toast('success', 'Link copiado para a área de transferência!');
    } catch (error) {
      console.error('[share] copy failed:', error);
      toast('error', 'Erro ao compartilhar conteúdo');
    }
  });
}
