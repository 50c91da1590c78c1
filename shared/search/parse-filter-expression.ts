import type { CompareOperator, FilterAst, FilterAtom, FilterClause } from './filter-expression';

/** Why a filter string was refused; the embedded engine answers it like a hosted 400. */
export type ParseFilterResult = { ok: true; value: FilterAst } | { ok: false; code: 'invalid_filter'; message: string; position: number };

type Token =
  | { type: 'open' | 'close' | 'colon' | 'and' | 'or' | 'not' | 'to'; at: number }
  | { type: 'op'; op: CompareOperator; at: number }
  | { type: 'word'; text: string; quoted: boolean; at: number };

class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

const KEYWORDS: Record<string, 'and' | 'or' | 'not' | 'to'> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };
const BARE_STOP = /[\s():"'<>=!]/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) i += 1;
    else if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c === '(' ? 'open' : c === ')' ? 'close' : 'colon', at: i });
      i += 1;
    } else if (c === '<' || c === '>' || c === '=' || c === '!') {
      const two = input.slice(i, i + 2);
      const op = two === '<=' || two === '>=' || two === '!=' ? two : c;
      if (op === '!') throw new FilterSyntaxError('expected != ', i);
      tokens.push({ type: 'op', op, at: i });
      i += op.length;
    } else if (c === '"' || c === "'") {
      let text = '';
      let j = i + 1;
      for (; j < input.length && input[j] !== c; j += 1) {
        if (input[j] === '\\' && j + 1 < input.length) j += 1;
        text += input[j];
      }
      if (j >= input.length) throw new FilterSyntaxError('unterminated quote', i);
      tokens.push({ type: 'word', text, quoted: true, at: i });
      i = j + 1;
    } else {
      let j = i;
      while (j < input.length && !BARE_STOP.test(input[j]!)) j += input[j] === '\\' ? 2 : 1;
      const raw = input.slice(i, j);
      const keyword = KEYWORDS[raw];
      if (keyword) tokens.push({ type: keyword, at: i });
      else tokens.push({ type: 'word', text: raw.replace(/\\(.)/g, '$1'), quoted: false, at: i });
      i = j;
    }
  }
  return tokens;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private fail(message: string): never {
    throw new FilterSyntaxError(message, this.peek()?.at ?? this.length);
  }

  private take<T extends Token['type']>(type: T): Extract<Token, { type: T }> {
    const token = this.peek();
    if (token?.type !== type) this.fail(`expected ${type}`);
    this.index += 1;
    return token as Extract<Token, { type: T }>;
  }

  private number(): number {
    const token = this.take('word');
    if (token.quoted || !NUMBER.test(token.text)) this.fail('expected a number');
    return Number(token.text);
  }

  private atom(): FilterAtom {
    if (this.peek()?.type === 'not') this.fail('NOT is not supported');
    const attribute = this.take('word').text;
    const next = this.peek();
    if (next?.type === 'op') {
      this.index += 1;
      return { kind: 'compare', attribute, operator: next.op, value: this.number() };
    }
    this.take('colon');
    const value = this.take('word');
    if (this.peek()?.type === 'to') {
      this.index += 1;
      if (value.quoted || !NUMBER.test(value.text)) this.fail('expected a number before TO');
      return { kind: 'range', attribute, from: Number(value.text), to: this.number() };
    }
    return { kind: 'facet', attribute, value: value.text };
  }

  private disjunction(): FilterClause {
    const atoms = [this.atom()];
    while (this.peek()?.type === 'or') {
      this.index += 1;
      atoms.push(this.atom());
    }
    return atoms;
  }

  private clause(): FilterClause {
    if (this.peek()?.type !== 'open') return [this.atom()];
    this.index += 1;
    const atoms = this.disjunction();
    this.take('close');
    return atoms;
  }

  parse(): FilterAst {
    if (this.tokens.length === 0) return [];
    const first = this.clause();
    // A bare `a OR b` is one clause; mixing it with AND unparenthesised is ambiguous, so refused.
    if (this.peek()?.type === 'or' && first.length === 1) {
      this.index += 1;
      const rest = this.disjunction();
      if (this.peek()) this.fail('put OR groups in parentheses');
      return [[...first, ...rest]];
    }
    const clauses = [first];
    while (this.peek()?.type === 'and') {
      this.index += 1;
      clauses.push(this.clause());
    }
    if (this.peek()) this.fail('expected AND');
    return clauses;
  }
}

/**
 * Reads the subset of the hosted filter syntax that has a CNF meaning: facet `attr:value` (quoted
 * or bare), `attr <op> number`, `attr:from TO to`, OR groups in parentheses joined by AND. NOT,
 * nested groups and AND inside OR are refused, as the hosted engine refuses most of them too.
 */
export function parseFilterExpression(input: string): ParseFilterResult {
  try {
    return { ok: true, value: new Parser(tokenize(input), input.length).parse() };
  } catch (error) {
    if (error instanceof FilterSyntaxError) {
      return { ok: false, code: 'invalid_filter', message: error.message, position: error.position };
    }
    throw error;
  }
}
