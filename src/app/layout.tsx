import type { Metadata } from 'next';
import { Toaster } from '@/components/ui/toaster';
import './globals.css';

export const metadata: Metadata = {
  title: 'Excelência em Advocacia Empresarial',
  description:
    'Soluções jurídicas personalizadas para o seu negócio, com foco em resultados e atendimento de excelência.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="bg-white font-sans text-slate-800 antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
