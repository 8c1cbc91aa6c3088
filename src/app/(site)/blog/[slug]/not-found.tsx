import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';

export default function PostNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Artigo não encontrado.</h1>
      <p className="mt-4 text-slate-600">O artigo que você procura não existe ou não está mais disponível.</p>
      <ButtonLink href="/blog" variant="dark" className="mt-8">
        <Icon name="arrow-left" className="size-4" />
        Voltar para o blog
      </ButtonLink>
    </div>
  );
}
