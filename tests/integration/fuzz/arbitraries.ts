import fc from 'fast-check';

// The values the fuzz properties send: every field is either a plausible value or a hostile one
// (over-long, NUL and control characters, unicode and emoji, blank, numbers out of range, a file
// where text is expected), or it is left out.

/** Characters that repeat into texts far over any limit (emoji count two UTF-16 units). */
const LONG_UNITS = ['a', 'ç', '😀', ' ', '\n', 'e\u0301', '\u200b'];

export const longText = fc
  .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 30, max: 22_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

export const withNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([before, after]) => `${before}\u0000${after}`);

export const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 20,
});

export const whitespace = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2003',
  '\u200b',
  '\ufeff',
  '   ',
);

export const emoji = fc.constantFrom('😀', '👨‍👩‍👧‍👦', '🇧🇷', '🏳️‍🌈', '⚖️ Direito', '\ud800', 'Zalgo z̷̢̛a̸l̶g̵o');

export const numberText = fc.oneof(
  fc.constantFrom(
    '1e308',
    '-1',
    'NaN',
    'Infinity',
    '-0',
    '99999999999999999999999',
    '2147483648',
    '0x10',
    ' 3 ',
    '1.5',
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
);

export const injection = fc.constantFrom(
  "'; drop table tips; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.exit()}',
  'javascript:alert(1)',
  '%00',
  '../../etc/passwd',
);

/** Any text a hostile client could type. */
export const hostileText = fc.oneof(
  whitespace,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  withNul,
  controlChars,
  longText,
  emoji,
  numberText,
  injection,
  fc.emailAddress(),
);

/** A File where the form expects text (a client is free to send one). */
export const fileInsteadOfText = fc
  .constant(null)
  .map(() => new File(['x'], 'campo.txt', { type: 'text/plain' }));

/** A field: valid, hostile, a file, or missing (undefined: left out of the form). */
export function field<T>(valid: fc.Arbitrary<T>) {
  return fc.option(
    fc.oneof(
      { weight: 6, arbitrary: valid as fc.Arbitrary<unknown> },
      { weight: 3, arbitrary: hostileText },
      { weight: 1, arbitrary: fileInsteadOfText },
    ),
    { nil: undefined, freq: 12 },
  );
}

export const words = fc.lorem({ maxCount: 6 });
export const sentences = fc.lorem({ mode: 'sentences', maxCount: 4 });
export const url = fc.webUrl();
export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,12}(\.[a-z0-9]{1,8})?$/),
    fc.constantFrom('example.com', 'adv.br'),
  )
  .map(([local, domain]) => `${local}@${domain}`);
export const phone = fc.constantFrom(
  '(11) 98765-4321',
  '11 3456-7890',
  '+55 11 98765-4321',
  '011 98765 4321',
);
export const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
export const wholeNumber = fc.nat({ max: 100_000 }).map(String);

/** File names an attacker might send with an upload. */
export const maliciousFileName = fc.oneof(
  withNul.map((name) => `${name}.png`),
  fc.string({ unit: 'grapheme' }).map((name) => `${name}.png`),
  fc.constantFrom(
    '../../../etc/passwd.png',
    '..\\..\\windows\\win.ini.png',
    'foto\u0000.php.png',
    '<img src=x onerror=alert(1)>.png',
    `${'a'.repeat(5000)}.png`,
    '.png',
    'CON.png',
    'foto.php.png',
    'ação 😀.png',
    '%2e%2e%2fetc.png',
    '',
    ' ',
    'foto\n.png',
  ),
);

/** The form a browser would post: missing fields are left out. */
export function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.set(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * A form from its fields' valid values: all valid, all valid but one field hostile (or missing),
 * or every field drawn on its own (`field`). The middle kind reaches the database with one bad value.
 */
export function formOf(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(valid);
  const allValid = fc.record(valid);
  const oneHostile = fc
    .tuple(
      allValid,
      fc.constantFrom(...names),
      fc.option(fc.oneof(hostileText, fileInsteadOfText), { nil: undefined }),
    )
    .map(([form, name, value]) => ({ ...form, [name]: value }));
  const mixed = fc.record(Object.fromEntries(names.map((name) => [name, field(valid[name]!)])));
  return fc.oneof(allValid, oneHostile, oneHostile, mixed);
}
