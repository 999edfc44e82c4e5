/*
 * Display-safe text for the report pages, loaded before the viewer and the comparison script.
 * Every string in the data block came from a file: a bidi control, a C0/C1 control or a line
 * separator in a name must not reorder or break the page's text. `text` writes each such
 * character as `\u{hex}`, the rule `host/src/formats/escape.ts` (`escapeTerminal`) applies to
 * every other view (a test keeps the two character sets equal); `data` applies it to every
 * string and key of a parsed data block, so whatever the viewer renders from it is safe and
 * names still compare equal to the server-rendered (equally escaped) attributes.
 */
(function () {
  'use strict';

  var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

  function text(value) {
    return String(value).replace(UNSAFE, function (ch) {
      return '\\u{' + ch.codePointAt(0).toString(16) + '}';
    });
  }

  function data(value) {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(data);
    if (value === null || typeof value !== 'object') return value;
    var out = {};
    for (var key in value) if (Object.prototype.hasOwnProperty.call(value, key)) out[text(key)] = data(value[key]);
    return out;
  }

  window.AnimsmithSafeText = { text: text, data: data, pattern: UNSAFE.source };
})();
