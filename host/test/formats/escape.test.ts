import { expect } from 'chai';
import {
  escapeHtml,
  escapeMarkdown,
  escapeTerminal,
  escapeWorkflowData,
  escapeWorkflowProperty,
} from '../../src/text/escape.js';

describe('escaping for human views', () => {
  it('turns controls, line separators and every bidi control into visible \\u{…} text', () => {
    const unsafe = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b', '\u061c', '\u200e', '\u200f', '\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069'];
    for (const ch of unsafe) expect(escapeTerminal(`a${ch}b`), JSON.stringify(ch)).to.equal(`a\\u{${ch.codePointAt(0)!.toString(16)}}b`);
    expect(escapeTerminal('walk → café 歩く')).to.equal('walk → café 歩く');
  });

  it('backslash-escapes Markdown inline delimiters, and leaves ordinary punctuation alone', () => {
    expect(escapeMarkdown('a|b`c*d_e[f]<g>~h&i$j\\k')).to.equal('a\\|b\\`c\\*d\\_e\\[f\\]\\<g\\>\\~h\\&i\\$j\\\\k');
    expect(escapeMarkdown('rotation (1.05), key 2: ok.')).to.equal('rotation (1.05), key 2: ok.');
    expect(escapeMarkdown('x\u202e')).to.equal('x\\\\u{202e}');
  });

  it('uses numeric entities for HTML contexts', () => {
    expect(escapeHtml(`</details>"'&|\``)).to.equal('&#60;/details&#62;&#34;&#39;&#38;&#124;&#96;');
  });

  it('follows the GitHub workflow-command rules for data and properties', () => {
    expect(escapeWorkflowData('50% a:b,c\r\nd')).to.equal('50%25 a:b,c%0D%0Ad');
    expect(escapeWorkflowProperty('50% a:b,c\r\nd')).to.equal('50%25 a%3Ab%2Cc%0D%0Ad');
    // `%` first, so an escape sequence in the input is not decoded by the runner.
    expect(escapeWorkflowData('%0A')).to.equal('%250A');
  });
});
