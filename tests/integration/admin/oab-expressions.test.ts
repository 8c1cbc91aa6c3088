import { describe, expect, it } from 'vitest';
import { findOabExpressions, oabWarningsOf } from '@/lib/shared/oab-expressions';

const expressions = (text: string) => findOabExpressions(text).map((finding) => finding.expression);

describe('the OAB expression check', () => {
  it('finds each listed expression, ignoring case and accents, and quotes it as written', () => {
    expect(findOabExpressions('Agende sua CONSULTA GRATUITA hoje')).toEqual([
      expect.objectContaining({ expression: 'consulta gratuita', found: 'CONSULTA GRATUITA' }),
    ]);
    expect(expressions('Atendimento gratis e gratuito')).toEqual(['grátis', 'gratuito']);
    expect(expressions('Somos o melhor escritório, os melhores advogados')).toEqual([
      'o melhor',
      'os melhores',
    ]);
    expect(expressions('Lider de mercado')).toEqual(['líder']);
    expect(expressions('Escritório nº 1 do estado; número 1 em recuperação; N° 1')).toEqual(['nº 1']);
    expect(expressions('Garantia de resultado ou resultado garantido')).toEqual([
      'garantia de resultado',
      'resultado garantido',
    ]);
    expect(expressions('Sucesso garantido')).toEqual(['resultado garantido']);
    expect(expressions('Êxito 100% das vezes, sem risco')).toEqual(['100%', 'sem risco']);
    expect(expressions('Desconto na primeira consulta')).toEqual(['desconto']);
    expect(expressions('PROMOÇÕES de fim de ano, preço promocional')).toEqual(['promoção']);
    expect(expressions('Honorários imbatíveis, o maior escritório, menor preço')).toEqual([
      'imbatível',
      'o maior',
      'menor preço',
    ]);
  });

  it("checks the English pages' texts too, with the same reasons", () => {
    expect(findOabExpressions('Book your FREE CONSULTATION today')).toEqual([
      expect.objectContaining({ expression: 'free consultation', found: 'FREE CONSULTATION' }),
    ]);
    expect(expressions('We are the best lawyers in town; best law firm in Brazil')).toEqual(['best lawyers']);
    expect(expressions('Guaranteed results. A guaranteed outcome. We guarantee success')).toEqual([
      'guaranteed results',
    ]);
    expect(expressions('100% success, risk-free')).toEqual(['100%', 'no risk']);
    expect(expressions('The number one firm, market leader, unbeatable fees')).toEqual([
      'number one',
      'leading',
      'lowest price',
    ]);
    expect(expressions('A 20% discount, advice free of charge')).toEqual(['discount', 'free consultation']);
    expect(findOabExpressions('guaranteed outcome')[0]?.reason).toMatch(/art\. 6º/);
    expect(findOabExpressions('free consultation')[0]?.reason).toMatch(/Provimento 205\/2021/);
  });

  it('leaves ordinary English alone', () => {
    expect(
      expressions('Feel free to write to us; the best way to reach us is by e-mail; a free trade zone'),
    ).toEqual([]);
  });

  it('gives the reason of each expression', () => {
    const [finding] = findOabExpressions('consulta grátis');
    expect(finding?.reason).toMatch(/Provimento 205\/2021/);
    expect(findOabExpressions('resultado garantido')[0]?.reason).toMatch(/art\. 6º/);
  });

  it('matches whole words only', () => {
    expect(expressions('A liderança da equipe')).toEqual([]);
    expect(expressions('Melhorar o atendimento; os melhoramentos')).toEqual([]);
    expect(expressions('Promover a defesa; descontar cheques')).toEqual([]);
    expect(expressions('Aumento de 1.100% e 2100%')).toEqual([]);
    expect(expressions('Sala no 1º andar, Rua X nº 10')).toEqual([]);
  });

  it('does not flag legal terms that offer nothing', () => {
    expect(
      expressions(
        'Quem tem direito à justiça gratuita? A gratuidade da justiça e a assistência judiciária gratuita',
      ),
    ).toEqual([]);
  });

  it('names the longer expression once, not its parts', () => {
    expect(expressions('Consulta gratuita! Consulta gratuita!')).toEqual(['consulta gratuita']);
  });

  it('checks every text field of a form but the id and links', () => {
    expect(
      oabWarningsOf({
        id: 'o melhor',
        title: 'Nosso escritório',
        content: 'Consulta gratuita',
        external_link: 'https://exemplo.com.br/promocao',
        image: new Blob(['desconto']),
      }).map((finding) => finding.expression),
    ).toEqual(['consulta gratuita']);
    expect(oabWarningsOf({ title: 'Texto sóbrio' })).toEqual([]);
  });
});
