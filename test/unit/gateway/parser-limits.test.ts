import fc from 'fast-check';
import { Lexer, Source, TokenKind, parse } from 'graphql';
import { boundedDocumentStore, commentCount, lineBreakCount, PARSER_LIMITS } from '../../../gateway/limits/parser-limits';

/** graphql-js's own count: the comment tokens its lexer links into the document's token list. */
function lexerComments(source: string): number {
  const lexer = new Lexer(new Source(source));
  let comments = 0;
  try {
    let token = lexer.token;
    while (token.kind !== TokenKind.EOF) {
      token = lexer.advance();
      for (let before = token.prev; before && before.kind === TokenKind.COMMENT; before = before.prev) comments++;
    }
  } catch {
    return -1;
  }
  return comments;
}

describe('commentCount', () => {
  it.each([
    ['comments on their own lines and after tokens', '# a\n{ a # b\n b }\r\n# c', 3],
    ['a # in a string', '{ a(s: "x # y") }', 0],
    ['an escaped quote in a string', '{ a(s: "x \\" # y") } # z', 1],
    ['a # in a block string', '{ a(s: """x\n# y\n""") }', 0],
    ['an escaped block quote in a block string', '{ a(s: """x \\""" # y""") } # z', 1],
    ['an empty string then a comment', '{ a(s: "") } #', 1],
    ['no comment at all', '{ a }', 0],
  ])('%s', (_name, source, expected) => {
    expect(commentCount(source)).toBe(expected);
    expect(lexerComments(source)).toBe(expected);
  });

  it('stops counting once past its limit', () => {
    expect(commentCount('#\n'.repeat(1_000_000), 10)).toBe(11);
  });

  it('counts what graphql-js\'s lexer counts, on documents of strings, block strings and comments', () => {
    const piece = fc.oneof(
      fc.constantFrom('{ a }', ' ', '\n', '\r\n', 'b', '(', ')', ':'),
      fc.stringMatching(/^#[^\n\r"]{0,8}\n$/),
      fc.stringMatching(/^"([^"\\\n\r]|\\[n"\\]|#){0,8}"$/),
      fc.stringMatching(/^"""([^"\\]|\\"""|#|\n|"[^"]){0,8}"""$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const source = pieces.join(' ');
        const expected = lexerComments(source);
        // A text the lexer cannot read is the parser's to refuse; the count only bounds what is lexed.
        if (expected >= 0) expect(commentCount(source)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('lineBreakCount', () => {
  it('counts line breaks as the lexer counts lines (a CRLF once), in strings and comments too, and stops once past its limit', () => {
    expect(lineBreakCount('{ a }')).toBe(0);
    expect(lineBreakCount('# x\n{ a(s: """\n\r\n""") }\r')).toBe(4);
    expect(lineBreakCount('{\r\n a\r\n}\r\n'.repeat(1000))).toBe(3000);
    expect(lineBreakCount('\n'.repeat(1_000_000), 10)).toBe(11);
    expect(lineBreakCount('\n'.repeat(PARSER_LIMITS.maxLineBreaks))).toBe(PARSER_LIMITS.maxLineBreaks);
  });
});

describe('the bounded document store', () => {
  it('weighs a document by its tokens too: two documents of 15,000 comments do not fit its 2 MiB', async () => {
    const store = boundedDocumentStore();
    const commented = (tag: string) => parse(`# ${tag}\n${'#\n'.repeat(PARSER_LIMITS.maxComments - 1)}{ __typename }`);
    await store.set('first', commented('first'));
    expect(await store.get('first')).toBeDefined();
    await store.set('second', commented('second'));
    expect(await store.get('second')).toBeDefined();
    expect(await store.get('first')).toBeUndefined();
    // Plain documents: hundreds fit.
    for (let i = 0; i < 300; i++) await store.set(`plain${i}`, parse(`{ a${i}: __typename }`));
    expect(await store.get('plain0')).toBeDefined();
  });
});
