/**
 * The ASCII FBX reader: text → the shared node tree (`fbx-tree.ts`).
 *
 * Grammar, as FBX SDK exporters (6.1 and 7.x) and hand-written compact files use it:
 *
 *   file     := (comment | node)*
 *   comment  := ';' up to the end of the line (anywhere outside a string)
 *   node     := Name ':' [ ',' ] [ value (',' value)* ] [ '{' node* '}' ]
 *             | Name ':' '*' N '{' 'a' ':' [ number (',' number)* ] '}'
 *   value    := number | '"' chars '"' | bare word (T, Y, W, N, U, s, n, ...)
 *
 * Whitespace, line breaks and comments are insignificant between tokens, so the value list of a
 * node may continue on the next line when either line has the comma (FBX 6.1 writes `Vertices:`
 * as many lines, each starting with `,`). A word directly followed by `:` starts the next node;
 * any other token where a node name is due is an error. Blocks may sit on one line
 * (`ObjectType: "Model" { Count: 2 }`, `{}`).
 *
 * Representation (what the document layer can rely on):
 * - Integer literals (no `.`, no exponent) become `I` when they fit in int32, `L` (bigint) when
 *   they fit in int64, else `D`. So an object id is `I` or `L` depending on its size: read ids
 *   and integer settings by value (Number / BigInt), never by type letter. `-0` becomes `I` 0.
 * - Every other number (`.`, exponent, `inf`/`nan`/`1.#INF` spellings) becomes `D`.
 * - Quoted strings become `S` with their raw text: FBX ASCII has no escapes, so `\` and
 *   `&quot;` are kept as written.
 * - Bare words that are not numbers (`T`, `Y`, the 6.1 key flags `U`, `s`, `n`, ...) become `S`
 *   with the word. (The binary format stores such letters as one-byte `C` properties, which keep
 *   the byte in `code`; the ASCII text keeps the letter as a string.)
 * - `*N { a: ... }` becomes ONE typed-array property: `d` (Float64Array) when any element is
 *   written as a non-integer, else `i` (Int32Array) when every element fits in int32, else `l`
 *   (BigInt64Array; `d` if some integer exceeds int64). The element count must equal N; N is
 *   checked against `maxArrayElements`, against `maxArrayBytes` at 8 bytes per element (the
 *   elements are first read as doubles), and against the text that is left (an element takes at
 *   least two characters with its comma) before anything is allocated.
 * - A value list without `*N` (FBX 6.1 `Vertices: 1,2,3,...`, 7.x `P:` lines, 6.1 `Key:`
 *   lines mixing numbers and letters) stays a list of SCALAR properties, one per value, however
 *   long it is. The rule is syntactic, never by node name or count, so a 6.1 `Weights:` with one
 *   value has the same shape as one with a thousand. Readers of 6.1 geometry and clusters take
 *   the numbers from the scalar run; 7.x files give the typed array instead.
 * - `KeyAttrDataFloat: *N { a: ... }` written as integers (what the FBX SDK writes: the IEEE bits
 *   of the float32 tangent data) becomes an `f` array with those bits, as in binary files. Written
 *   with decimals (hand-written files), it is an ordinary `d` array of the values.
 * - A `Content` node whose values are all strings (embedded media as base64 lines, possibly
 *   after an empty first slot `Content: , "...."`) becomes one `R` property with the decoded
 *   bytes, the way the binary format stores it. Text that is not base64 stays as `S` values.
 *
 * The version comes from `FBXHeaderExtension > FBXVersion`, else from the header comment
 * `; FBX 7.4.0 project file` (→ 7400). A file with neither is refused.
 *
 * Errors are FbxReadError(`line <n>`, reason). The tokenizer walks the decoded string with
 * charCodeAt and an explicit node stack (no recursion, no per-character regex), so hostile input
 * (a million `{`, deep nesting, huge declared counts) fails fast with a bounded amount of work.
 */

import { quoteExcerpt } from '@animsmith/cli/plugin';
import {
  DEFAULT_FBX_LIMITS,
  FbxReadError,
  type FbxFile,
  type FbxNode,
  type FbxProperty,
  type FbxReadLimits,
} from './fbx-tree.js';

const BINARY_MAGIC = 'Kaydara FBX Binary';

// Character codes.
const TAB = 9;
const LF = 10;
const VT = 11;
const FF = 12;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const COLON = 58;
const SEMICOLON = 59;
const STAR = 42;
const LOWER_E = 101;
const UPPER_E = 69;
const OPEN = 123;
const CLOSE = 125;

/** 1 for characters that end a word: whitespace, `,`, `{`, `}`, `;`, `"`, `:`. */
const DELIMITER = new Uint8Array(128);
for (const c of [TAB, LF, VT, FF, CR, SPACE, COMMA, OPEN, CLOSE, SEMICOLON, QUOTE, COLON]) DELIMITER[c] = 1;

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;
/** Integer literals with at most this many digits are exact as doubles. */
const SAFE_DIGITS = 15;

/** Number kinds the scanner reports. */
const INT = 0; // integer literal with ≤ 15 digits: `numberValue` is exact
const BIG_INT = 1; // integer literal with more digits: re-read the text as a bigint
const FLOAT = 2; // anything else that is a number

interface MutableNode {
  name: string;
  properties: FbxProperty[];
  children: MutableNode[];
  at: number;
}

/** True for bytes that, after whitespace and comments, look like an ASCII FBX document. */
export function isAsciiFbx(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 64 * 1024);
  let pos = 0;
  if (end >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) pos = 3;
  if (startsWithAscii(bytes, pos, BINARY_MAGIC)) return false;
  while (pos < end) {
    const c = bytes[pos]!;
    if (c === SPACE || c === TAB || c === CR || c === LF || c === VT || c === FF) {
      pos++;
    } else if (c === SEMICOLON) {
      let lineEnd = pos;
      while (lineEnd < end && bytes[lineEnd] !== LF && bytes[lineEnd] !== CR) lineEnd++;
      if (/^;\s*FBX\s+\d+\.\d+(\.\d+)?\s+project\s+file/i.test(latin1(bytes, pos, Math.min(lineEnd, pos + 200)))) {
        return true;
      }
      pos = lineEnd;
    } else {
      const name = 'FBXHeaderExtension';
      if (!startsWithAscii(bytes, pos, name)) return false;
      pos += name.length;
      while (pos < end && (bytes[pos] === SPACE || bytes[pos] === TAB)) pos++;
      return pos < end && bytes[pos] === COLON;
    }
  }
  return false;
}

/** Parse an ASCII FBX file. Throws FbxReadError(`line <n>`, reason) on anything it cannot read. */
export function readAsciiFbx(bytes: Uint8Array, limits: FbxReadLimits = DEFAULT_FBX_LIMITS): FbxFile {
  if (startsWithAscii(bytes, 0, BINARY_MAGIC)) {
    throw new FbxReadError('line 1', 'this is a binary FBX file, not ASCII');
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  const parser = new AsciiParser(text, limits);
  const nodes = parser.parseDocument();
  const version = fileVersion(nodes, parser.headerVersion, parser.line);
  return { encoding: 'ascii', version, nodes };
}

class AsciiParser {
  pos = 0;
  line = 1;
  nodeCount = 0;
  /** Version from the `; FBX 7.4.0 project file` comment, if one was seen. */
  headerVersion: number | undefined;

  // Results of scanNumber().
  private numberKind = INT;
  private numberValue = 0;
  private numberStart = 0;

  constructor(
    private readonly text: string,
    private readonly limits: FbxReadLimits,
  ) {}

  private fail(reason: string, line = this.line): never {
    throw new FbxReadError(`line ${line}`, reason);
  }

  parseDocument(): FbxNode[] {
    const roots: MutableNode[] = [];
    const stack: MutableNode[] = [];
    const text = this.text;
    const length = text.length;
    for (;;) {
      this.skipSpace();
      if (this.pos >= length) break;
      const c = text.charCodeAt(this.pos);
      if (c === CLOSE) {
        if (stack.length === 0) this.fail("unbalanced '}': no block is open");
        stack.pop();
        this.pos++;
        continue;
      }
      const at = this.line;
      const name = this.readNodeName();
      if (stack.length >= this.limits.maxDepth) {
        this.fail(`nodes nested deeper than ${this.limits.maxDepth} levels`);
      }
      if (++this.nodeCount > this.limits.maxNodes) this.fail(`more than ${this.limits.maxNodes} nodes`);
      const node: MutableNode = { name, properties: [], children: [], at };
      (stack.length === 0 ? roots : stack[stack.length - 1]!.children).push(node);
      if (this.parseProperties(node)) continue; // `*N { a: ... }` consumed its own block
      this.skipSpace();
      if (this.pos < length && text.charCodeAt(this.pos) === OPEN) {
        this.pos++;
        stack.push(node);
      }
      if (name === 'Content') decodeContent(node, this.limits);
    }
    if (stack.length > 0) {
      const open = stack[stack.length - 1]!;
      this.fail(
        `unexpected end of file: ${stack.length} block${stack.length === 1 ? '' : 's'} not closed ` +
          `(innermost ${clip(open.name)} from line ${open.at})`,
      );
    }
    return roots;
  }

  /** Skip whitespace and `;` comments, counting lines. Notes the `; FBX x.y.z` header comment. */
  private skipSpace(): void {
    const text = this.text;
    const length = text.length;
    let pos = this.pos;
    while (pos < length) {
      const c = text.charCodeAt(pos);
      if (c === SPACE || c === TAB) {
        pos++;
      } else if (c === LF) {
        this.line++;
        pos++;
      } else if (c === CR) {
        // CRLF counts once (at the LF); a lone CR is a line break of its own.
        if (pos + 1 >= length || text.charCodeAt(pos + 1) !== LF) this.line++;
        pos++;
      } else if (c === SEMICOLON) {
        const start = pos;
        while (pos < length) {
          const d = text.charCodeAt(pos);
          if (d === LF || d === CR) break;
          pos++;
        }
        if (this.headerVersion === undefined && this.nodeCount === 0) this.noteHeaderComment(start, pos);
      } else if (c === VT || c === FF || c === 0xfeff) {
        pos++;
      } else {
        break;
      }
    }
    this.pos = pos;
  }

  private noteHeaderComment(start: number, end: number): void {
    const match = /^;\s*FBX\s+(\d{1,2})\.(\d)(?:\.(\d))?\s+project\s+file/i.exec(this.text.slice(start, Math.min(end, start + 200)));
    if (match) this.headerVersion = Number(match[1]) * 1000 + Number(match[2]) * 100 + Number(match[3] ?? 0) * 10;
  }

  /** End of the word that starts at `pos` (a run of non-delimiter characters). */
  private wordEnd(pos: number): number {
    const text = this.text;
    const length = text.length;
    while (pos < length) {
      const c = text.charCodeAt(pos);
      if (c < 128 && DELIMITER[c] === 1) break;
      pos++;
    }
    return pos;
  }

  /** Position of the `:` after optional spaces and tabs at `pos`, or -1. */
  private colonAfter(pos: number): number {
    const text = this.text;
    const length = text.length;
    while (pos < length) {
      const c = text.charCodeAt(pos);
      if (c === COLON) return pos;
      if (c !== SPACE && c !== TAB) return -1;
      pos++;
    }
    return -1;
  }

  /** Read `Name:` at the current position (the caller skipped space). */
  private readNodeName(): string {
    const start = this.pos;
    const end = this.wordEnd(start);
    if (end === start) this.fail(`unexpected ${describe(this.text, start)}; expected a node name`);
    const colon = this.colonAfter(end);
    if (colon < 0) {
      this.fail(`unexpected ${describe(this.text, start)}; expected a node name followed by ':'`);
    }
    this.checkStringSize(end - start, start, end, 'node name');
    this.pos = colon + 1;
    return this.text.slice(start, end);
  }

  /**
   * Read the values after `Name:`. Returns true when they were `*N { a: ... }`, which ends the
   * node (the braces belong to the array, not to a block of children).
   */
  private parseProperties(node: MutableNode): boolean {
    const text = this.text;
    const length = text.length;
    this.skipSpace();
    if (this.pos >= length) return false;
    let c = text.charCodeAt(this.pos);
    if (c === OPEN || c === CLOSE) return false;
    if (c === STAR) {
      const end = this.wordEnd(this.pos);
      if (this.colonAfter(end) < 0) {
        node.properties.push(this.readArray(node.name));
        return true;
      }
    }
    if (c === COMMA) {
      // `Content: , "...."`: an empty first slot. Skip it, but a value must follow.
      this.pos++;
      this.skipSpace();
      this.expectValue(node.name);
    } else if (this.atNodeName()) {
      return false; // `Name:` with no values, followed by the next node
    }
    for (;;) {
      node.properties.push(this.readValue(node.name));
      this.skipSpace();
      if (this.pos >= length) return false;
      c = text.charCodeAt(this.pos);
      if (c !== COMMA) return false;
      this.pos++;
      this.skipSpace();
      this.expectValue(node.name);
    }
  }

  /** True when the word at `pos` is followed by `:` (so it names the next node). */
  private atNodeName(): boolean {
    const c = this.text.charCodeAt(this.pos);
    if (c === QUOTE) return false;
    const end = this.wordEnd(this.pos);
    return end > this.pos && this.colonAfter(end) >= 0;
  }

  /** After a comma: a value must follow. */
  private expectValue(owner: string): void {
    if (this.pos >= this.text.length) this.fail(`unexpected end of file after ',' in ${clip(owner)}`);
    const c = this.text.charCodeAt(this.pos);
    if (c === OPEN || c === CLOSE || c === COMMA || this.atNodeName()) {
      this.fail(`expected a value after ',' in ${clip(owner)}, found ${describe(this.text, this.pos)}`);
    }
  }

  /** One scalar value: a quoted string, a number or a bare word. */
  private readValue(owner: string): FbxProperty {
    const text = this.text;
    const start = this.pos;
    const c = text.charCodeAt(start);
    if (c === QUOTE) return { type: 'S', value: this.readString() };
    const end = this.wordEnd(start);
    if (end === start) this.fail(`unexpected ${describe(text, start)} in the values of ${clip(owner)}`);
    const isNumberStart = (c >= ZERO && c <= NINE) || c === MINUS || c === PLUS || c === DOT;
    if (isNumberStart || isSpecialFloat(text, start, end)) {
      this.scanNumber(end, owner);
      if (this.numberKind === FLOAT) return { type: 'D', value: this.numberValue };
      if (this.numberKind === INT) {
        const v = this.numberValue;
        if (v >= I32_MIN && v <= I32_MAX) return { type: 'I', value: v === 0 ? 0 : v };
        return { type: 'L', value: BigInt(v) };
      }
      const big = BigInt(text.slice(this.numberStart, this.pos));
      if (big >= I64_MIN && big <= I64_MAX) return { type: 'L', value: big };
      return { type: 'D', value: Number(big) };
    }
    this.checkStringSize(end - start, start, end, 'bare value');
    this.pos = end;
    return { type: 'S', value: text.slice(start, end) };
  }

  private readString(): string {
    const text = this.text;
    const start = this.pos + 1;
    const close = text.indexOf('"', start);
    if (close < 0) this.fail('unterminated string: no closing \'"\' before the end of the file');
    this.checkStringSize(close - start, start, close, 'string');
    this.countLines(start, close);
    this.pos = close + 1;
    return text.slice(start, close);
  }

  private countLines(start: number, end: number): void {
    const text = this.text;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === LF || (c === CR && (i + 1 >= end || text.charCodeAt(i + 1) !== LF))) this.line++;
    }
  }

  /** Enforce maxStringBytes on text[start, end) measured in UTF-8 bytes. */
  private checkStringSize(chars: number, start: number, end: number, what: string): void {
    const max = this.limits.maxStringBytes;
    if (chars * 3 <= max) return; // cannot exceed: one UTF-16 unit is at most 3 UTF-8 bytes
    if (chars > max || utf8Length(this.text, start, end) > max) {
      this.fail(`${what} longer than ${max} bytes`);
    }
  }

  /**
   * Scan the number spanning [pos, end) (end = the word end). Sets numberKind / numberValue /
   * numberStart and moves pos to end. Integers of ≤ 15 digits are accumulated exactly; anything
   * else goes through Number() after a grammar check (Number alone would accept `0x1f`).
   */
  private scanNumber(end: number, owner: string): void {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    let negative = false;
    let c = text.charCodeAt(pos);
    if (c === MINUS || c === PLUS) {
      negative = c === MINUS;
      pos++;
    }
    let value = 0;
    const digitsStart = pos;
    while (pos < end) {
      c = text.charCodeAt(pos);
      if (c < ZERO || c > NINE) break;
      value = value * 10 + (c - ZERO);
      pos++;
    }
    this.numberStart = start;
    this.pos = end;
    const digits = pos - digitsStart;
    if (pos === end && digits > 0) {
      if (digits <= SAFE_DIGITS) {
        this.numberKind = INT;
        this.numberValue = negative ? -value : value;
      } else {
        this.numberKind = BIG_INT;
        this.numberValue = Number(text.slice(start, end));
      }
      return;
    }
    // Float: digits [. digits] [e [+-] digits], at least one mantissa digit.
    let mantissa = digits;
    if (pos < end && text.charCodeAt(pos) === DOT) {
      pos++;
      while (pos < end && isDigit(text.charCodeAt(pos))) {
        pos++;
        mantissa++;
      }
    }
    let ok = mantissa > 0;
    if (ok && pos < end && (text.charCodeAt(pos) === LOWER_E || text.charCodeAt(pos) === UPPER_E)) {
      pos++;
      if (pos < end && (text.charCodeAt(pos) === PLUS || text.charCodeAt(pos) === MINUS)) pos++;
      const expStart = pos;
      while (pos < end && isDigit(text.charCodeAt(pos))) pos++;
      ok = pos > expStart;
    }
    this.numberKind = FLOAT;
    if (ok && pos === end) {
      this.numberValue = Number(text.slice(start, end));
      return;
    }
    const special = specialFloat(text.slice(start, end));
    if (special === undefined) {
      this.pos = start;
      this.fail(`bad number ${describe(text, start)} in ${clip(owner)}`);
    }
    this.numberValue = special;
  }

  /** `*N { a: v, v, ... }` at pos → one typed-array property. */
  private readArray(owner: string): FbxProperty {
    const text = this.text;
    const length = text.length;
    const startLine = this.line;
    const countStart = this.pos + 1;
    const countEnd = this.wordEnd(countStart);
    let declared = 0;
    for (let i = countStart; i < countEnd; i++) {
      const c = text.charCodeAt(i);
      if (!isDigit(c) || i - countStart >= 12) {
        this.fail(`bad array length ${describe(text, this.pos)} in ${clip(owner)}`);
      }
      declared = declared * 10 + (c - ZERO);
    }
    if (countEnd === countStart) this.fail(`bad array length ${describe(text, this.pos)} in ${clip(owner)}`);
    this.pos = countEnd;
    this.skipSpace();
    if (this.pos >= length || text.charCodeAt(this.pos) !== OPEN) {
      this.fail(`expected '{' after *${declared} in ${clip(owner)}, found ${describe(text, this.pos)}`);
    }
    this.pos++;
    // Bounds before any allocation: the limits, then the text that is left (each element takes
    // at least one character and all but the last a comma).
    if (declared > this.limits.maxArrayElements) {
      this.fail(`array ${clip(owner)} declares ${declared} elements, over the limit of ${this.limits.maxArrayElements}`);
    }
    if (declared * 8 > this.limits.maxArrayBytes) {
      this.fail(`array ${clip(owner)} declares ${declared} elements, over the limit of ${this.limits.maxArrayBytes} bytes`);
    }
    const remaining = length - this.pos;
    if (declared > 0 && 2 * declared - 1 > remaining) {
      this.fail(`array ${clip(owner)} declares ${declared} elements but only ${remaining} characters remain`);
    }
    this.skipSpace();
    let count = 0;
    const values = new Float64Array(declared);
    let allIntegers = true;
    let allInt32 = true;
    let unsafe = false;
    let bodyStart = -1;
    if (this.pos < length && text.charCodeAt(this.pos) !== CLOSE) {
      const wordEnd = this.wordEnd(this.pos);
      if (text.slice(this.pos, wordEnd) !== 'a' || this.colonAfter(wordEnd) < 0) {
        this.fail(`expected 'a:' in array ${clip(owner)}, found ${describe(text, this.pos)}`);
      }
      this.pos = this.colonAfter(wordEnd) + 1;
      this.skipSpace();
      bodyStart = this.pos;
      if (this.pos < length && text.charCodeAt(this.pos) !== CLOSE) {
        for (;;) {
          if (this.pos >= length) break;
          const c = text.charCodeAt(this.pos);
          const end = this.wordEnd(this.pos);
          if (end === this.pos || !((c >= ZERO && c <= NINE) || c === MINUS || c === PLUS || c === DOT || isSpecialFloat(text, this.pos, end))) {
            this.fail(`expected a number in array ${clip(owner)}, found ${describe(text, this.pos)}`);
          }
          if (count >= declared) {
            this.fail(`array ${clip(owner)} has more than the ${declared} elements its *${declared} declares`);
          }
          this.scanNumber(end, owner);
          const v = this.numberValue;
          if (this.numberKind === INT) {
            if (allInt32 && (v < I32_MIN || v > I32_MAX)) allInt32 = false;
          } else if (this.numberKind === BIG_INT) {
            allInt32 = false;
            unsafe = true;
          } else {
            allIntegers = false;
          }
          values[count++] = v;
          this.skipSpace();
          if (this.pos >= length) break;
          const d = text.charCodeAt(this.pos);
          if (d === CLOSE) break;
          if (d !== COMMA) this.fail(`expected ',' or '}' in array ${clip(owner)}, found ${describe(text, this.pos)}`);
          this.pos++;
          this.skipSpace();
        }
      }
    }
    if (this.pos >= length) {
      this.fail(`unexpected end of file inside array ${clip(owner)} (from line ${startLine})`);
    }
    this.pos++; // the closing '}'
    if (count !== declared) {
      this.fail(`array ${clip(owner)} declares *${declared} elements but has ${count}`, startLine);
    }
    if (!allIntegers) return { type: 'd', value: values };
    if (owner === 'KeyAttrDataFloat') {
      const floats = floatsFromBits(values);
      if (floats) return { type: 'f', value: floats };
    }
    if (allInt32) return { type: 'i', value: Int32Array.from(values) };
    if (!unsafe) {
      const longs = new BigInt64Array(count);
      for (let i = 0; i < count; i++) longs[i] = BigInt(values[i]!);
      return { type: 'l', value: longs };
    }
    return this.rereadLongs(bodyStart, count, values);
  }

  /** Second pass for integer arrays with > 15-digit elements: exact bigints, or `d` past int64. */
  private rereadLongs(bodyStart: number, count: number, values: Float64Array): FbxProperty {
    const text = this.text;
    const longs = new BigInt64Array(count);
    let pos = bodyStart;
    for (let i = 0; i < count; i++) {
      while (DELIMITER[text.charCodeAt(pos)] === 1 || text.charCodeAt(pos) === SEMICOLON) {
        if (text.charCodeAt(pos) === SEMICOLON) {
          while (pos < text.length && text.charCodeAt(pos) !== LF && text.charCodeAt(pos) !== CR) pos++;
        } else {
          pos++;
        }
      }
      const end = this.wordEnd(pos);
      const big = BigInt(text.slice(pos, end));
      if (big < I64_MIN || big > I64_MAX) return { type: 'd', value: values };
      longs[i] = big;
      pos = end;
    }
    return { type: 'l', value: longs };
  }
}

/** FBXHeaderExtension > FBXVersion, else the header comment; neither is an error. */
function fileVersion(nodes: readonly FbxNode[], headerVersion: number | undefined, lastLine: number): number {
  const header = nodes.find((n) => n.name === 'FBXHeaderExtension');
  const versionNode = header?.children.find((n) => n.name === 'FBXVersion');
  if (versionNode) {
    const p = versionNode.properties[0];
    const value = p?.type === 'I' ? p.value : p?.type === 'L' ? Number(p.value) : NaN;
    if (!Number.isInteger(value) || value <= 0) {
      throw new FbxReadError(`line ${versionNode.at}`, 'FBXVersion is not a positive integer');
    }
    return value;
  }
  if (headerVersion !== undefined) return headerVersion;
  throw new FbxReadError(
    `line ${nodes.length > 0 ? nodes[0]!.at : lastLine}`,
    "no FBX version: neither 'FBXHeaderExtension > FBXVersion' nor a '; FBX x.y.z project file' comment",
  );
}

/**
 * FBX SDK ASCII files write `KeyAttrDataFloat` (the float32 tangent data of a curve) as the
 * integers of the floats' IEEE bits, e.g. `218434821`; binary files store an `f` array. An
 * all-integer array (int32, or uint32 spelling) is reinterpreted bit for bit so both encodings
 * give the same `f` array; other integers are left alone (`undefined`).
 */
function floatsFromBits(values: Float64Array): Float32Array | undefined {
  const bits = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < I32_MIN || v > 4294967295) return undefined;
    bits[i] = v | 0;
  }
  return new Float32Array(bits.buffer);
}

/** `Content` with only string values (base64 lines) → one `R` property, as in binary files. */
function decodeContent(node: MutableNode, limits: FbxReadLimits): void {
  const props = node.properties;
  if (props.length === 0 || !props.every((p) => p.type === 'S')) return;
  const joined = props.map((p) => p.value as string).join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(joined) || joined.length % 4 === 1) return;
  if (Math.floor((joined.length * 3) / 4) > limits.maxArrayBytes) {
    throw new FbxReadError(`line ${node.at}`, `embedded content larger than ${limits.maxArrayBytes} bytes`);
  }
  // Copied out of Buffer's shared pool so the value never aliases other memory.
  node.properties = [{ type: 'R', value: new Uint8Array(Buffer.from(joined, 'base64')) }];
}

/** `inf`, `nan`, MSVC's `1.#INF` / `-1.#IND` spellings, case-insensitive, with optional sign. */
function specialFloat(word: string): number | undefined {
  const lower = word.toLowerCase();
  let body = lower;
  let sign = 1;
  if (body.startsWith('-')) {
    sign = -1;
    body = body.slice(1);
  } else if (body.startsWith('+')) {
    body = body.slice(1);
  }
  if (body === 'inf' || body === 'infinity') return sign * Infinity;
  // C99 `nan` with an optional alphanumeric payload: `nan(ind)`, `nan(12345)`…
  if (/^nan(?:\([0-9a-z]*\))?$/.test(body)) return NaN;
  // Microsoft C runtime spellings: `1.#INF`, `-1.#IND`, `1.#QNAN`, `2.#IND12345678`…
  const msvc = /^\d+(?:\.\d*)?#(inf|ind|nan|qnan|snan)\d*$/.exec(body);
  if (msvc) return msvc[1] === 'inf' ? sign * Infinity : NaN;
  return undefined;
}

/** Longest `inf`/`nan` word looked at (a `nan(...)` payload included); longer words are not numbers. */
const MAX_SPECIAL_FLOAT_CHARS = 64;

/** Cheap pre-check: could the word [start, end) be an `inf`/`nan` spelling? */
function isSpecialFloat(text: string, start: number, end: number): boolean {
  const c = text.charCodeAt(start) | 0x20;
  if ((c !== 0x69 && c !== 0x6e) || end - start > MAX_SPECIAL_FLOAT_CHARS) return false; // 'i' or 'n'
  return specialFloat(text.slice(start, end)) !== undefined;
}

function isDigit(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

function utf8Length(text: string, start: number, end: number): number {
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** A short, one-line description of the token at pos for messages. */
function describe(text: string, pos: number): string {
  if (pos >= text.length) return 'the end of the file';
  let end = pos;
  while (end < text.length && end - pos < 41) {
    const c = text.charCodeAt(end);
    if (c === LF || c === CR) break;
    end++;
    if (c < 128 && DELIMITER[c] === 1) break;
  }
  return quoteExcerpt(text.slice(pos, end));
}

/** A node name as it may appear in a one-line message: quoted, escaped, bounded. */
function clip(name: string): string {
  return quoteExcerpt(name, "'");
}

function startsWithAscii(bytes: Uint8Array, pos: number, ascii: string): boolean {
  if (bytes.length - pos < ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[pos + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(bytes[i]!);
  return s;
}
