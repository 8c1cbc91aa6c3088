import { Image } from '@/components/site/image';
import { Section } from '@/components/site/section';
import { getActiveClientLogos, type PublicClientLogo } from '../public-queries';
import { log } from '@/lib/server/log';

/** Active client logos, oldest first, the client's name as alt; nothing when none is active. */
export async function PublicClientLogos() {
  let logos: PublicClientLogo[];
  try {
    logos = await getActiveClientLogos();
  } catch (error) {
    log.error({ err: error }, 'could not load the client logos');
    return null;
  }
  if (logos.length === 0) return null;
  return (
    <Section
      id="clientes"
      title="Nossos Clientes"
      lead="Empresas que confiam no nosso trabalho."
      tone="muted"
    >
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {logos.map((logo) => (
          <li key={logo.id} className="relative aspect-2/1 rounded-lg bg-white">
            <Image
              src={logo.url}
              alt={logo.clientName}
              fill
              sizes="(min-width: 1024px) 170px, (min-width: 640px) 30vw, 45vw"
              className="object-contain p-3"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
