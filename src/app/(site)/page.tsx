import Link from 'next/link';

export default function HomePage() {
  return (
    <main>
      <section className="bg-brand-900 px-6 py-24 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-4xl font-bold sm:text-5xl">Excelência em Advocacia Empresarial</h1>
          <p className="mt-6 text-lg text-brand-100">
            Soluções jurídicas personalizadas para o seu negócio, com foco em resultados e atendimento de
            excelência.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              href="/consultation-request"
              className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
            >
              Agende uma Consulta
            </Link>
            <a
              href="#contact"
              className="rounded-md border border-white px-6 py-3 font-semibold hover:bg-white/10"
            >
              Fale Conosco
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
