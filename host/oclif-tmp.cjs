"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../node_modules/@oclif/core/lib/util/util.js
var require_util = __commonJS({
  "../node_modules/@oclif/core/lib/util/util.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.pickBy = pickBy;
    exports2.compact = compact;
    exports2.uniqBy = uniqBy;
    exports2.last = last;
    exports2.sortBy = sortBy;
    exports2.castArray = castArray;
    exports2.isProd = isProd;
    exports2.maxBy = maxBy;
    exports2.sumBy = sumBy;
    exports2.capitalize = capitalize;
    exports2.isTruthy = isTruthy;
    exports2.isNotFalsy = isNotFalsy;
    exports2.uniq = uniq;
    exports2.mapValues = mapValues;
    exports2.mergeNestedObjects = mergeNestedObjects;
    function pickBy(obj, fn) {
      return Object.entries(obj).reduce((o, [k, v]) => {
        if (fn(v))
          o[k] = v;
        return o;
      }, {});
    }
    function compact(a) {
      return a.filter((a2) => Boolean(a2));
    }
    function uniqBy(arr, fn) {
      return arr.filter((a, i) => {
        const aVal = fn(a);
        return !arr.some((b, j) => j > i && fn(b) === aVal);
      });
    }
    function last(arr) {
      if (!arr)
        return;
      return arr.at(-1);
    }
    function compare(a, b) {
      a = a === void 0 ? 0 : a;
      b = b === void 0 ? 0 : b;
      if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length === 0 && b.length === 0)
          return 0;
        const diff = compare(a[0], b[0]);
        if (diff !== 0)
          return diff;
        return compare(a.slice(1), b.slice(1));
      }
      if (a < b)
        return -1;
      if (a > b)
        return 1;
      return 0;
    }
    function sortBy(arr, fn) {
      return arr.sort((a, b) => compare(fn(a), fn(b)));
    }
    function castArray(input) {
      if (input === void 0)
        return [];
      return Array.isArray(input) ? input : [input];
    }
    function isProd() {
      return !["development", "test"].includes(process.env.NODE_ENV ?? "");
    }
    function maxBy(arr, fn) {
      if (arr.length === 0) {
        return void 0;
      }
      return arr.reduce((maxItem, i) => {
        const curr = fn(i);
        const max = fn(maxItem);
        return curr > max ? i : maxItem;
      });
    }
    function sumBy(arr, fn) {
      return arr.reduce((sum, i) => sum + fn(i), 0);
    }
    function capitalize(s) {
      return s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : "";
    }
    function isTruthy(input) {
      return ["1", "true", "y", "yes"].includes(input.toLowerCase());
    }
    function isNotFalsy(input) {
      return !["0", "false", "n", "no"].includes(input.toLowerCase());
    }
    function uniq(arr) {
      return [...new Set(arr)].sort();
    }
    function mapValues(obj, fn) {
      return Object.entries(obj).reduce((o, [k, v]) => {
        o[k] = fn(v, k);
        return o;
      }, {});
    }
    function get(obj, path) {
      return path.split(".").reduce((o, p) => o?.[p], obj);
    }
    function mergeNestedObjects(objs, path) {
      return Object.fromEntries(objs.flatMap((o) => Object.entries(get(o, path) ?? {})).reverse());
    }
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/constants.js
var require_constants = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/constants.js"(exports2, module2) {
    "use strict";
    var SEMVER_SPEC_VERSION = "2.0.0";
    var MAX_LENGTH = 256;
    var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || /* istanbul ignore next */
    9007199254740991;
    var MAX_SAFE_COMPONENT_LENGTH = 16;
    var MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;
    var WHITESPACE_CHARACTERS = [
      "	",
      "\n",
      "\v",
      "\f",
      "\r",
      " ",
      "\xA0",
      "\u1680",
      "\u2000",
      "\u2001",
      "\u2002",
      "\u2003",
      "\u2004",
      "\u2005",
      "\u2006",
      "\u2007",
      "\u2008",
      "\u2009",
      "\u200A",
      "\u2028",
      "\u2029",
      "\u202F",
      "\u205F",
      "\u3000",
      "\uFEFF"
    ];
    var RELEASE_TYPES = [
      "major",
      "premajor",
      "minor",
      "preminor",
      "patch",
      "prepatch",
      "prerelease"
    ];
    module2.exports = {
      MAX_LENGTH,
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_SAFE_INTEGER,
      WHITESPACE_CHARACTERS,
      RELEASE_TYPES,
      SEMVER_SPEC_VERSION,
      FLAG_INCLUDE_PRERELEASE: 1,
      FLAG_LOOSE: 2
    };
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/debug.js
var require_debug = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/debug.js"(exports2, module2) {
    "use strict";
    var debug = typeof process === "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {
    };
    module2.exports = debug;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/re.js
var require_re = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/re.js"(exports2, module2) {
    "use strict";
    var {
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_LENGTH
    } = require_constants();
    var debug = require_debug();
    exports2 = module2.exports = {};
    var re = exports2.re = [];
    var safeRe = exports2.safeRe = [];
    var src = exports2.src = [];
    var safeSrc = exports2.safeSrc = [];
    var t = exports2.t = {};
    var R = 0;
    var LETTERDASHNUMBER = "[a-zA-Z0-9-]";
    var safeRegexReplacements = [
      ["\\s", 1],
      ["\\d", MAX_LENGTH],
      [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
    ];
    var makeSafeRegex = (value) => {
      for (const [token, max] of safeRegexReplacements) {
        value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
      }
      return value;
    };
    var createToken = (name, value, isGlobal) => {
      const safe = makeSafeRegex(value);
      const index = R++;
      debug(name, index, value);
      t[name] = index;
      src[index] = value;
      safeSrc[index] = safe;
      re[index] = new RegExp(value, isGlobal ? "g" : void 0);
      safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
    };
    createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*");
    createToken("NUMERICIDENTIFIERLOOSE", "\\d+");
    createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);
    createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`);
    createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`);
    createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);
    createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);
    createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`);
    createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);
    createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`);
    createToken("FULL", `^${src[t.FULLPLAIN]}$`);
    createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`);
    createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`);
    createToken("GTLT", "((?:<|>)?=?)");
    createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
    createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);
    createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
    createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COERCEPLAIN", `${"(^|[^\\d])(\\d{1,"}${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
    createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
    createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:$|[^\\d])`);
    createToken("COERCERTL", src[t.COERCE], true);
    createToken("COERCERTLFULL", src[t.COERCEFULL], true);
    createToken("LONETILDE", "(?:~>?)");
    createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, true);
    exports2.tildeTrimReplace = "$1~";
    createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
    createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("LONECARET", "(?:\\^)");
    createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, true);
    exports2.caretTrimReplace = "$1^";
    createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
    createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
    createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);
    createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
    exports2.comparatorTrimReplace = "$1$2$3";
    createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*$`);
    createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*$`);
    createToken("STAR", "(<|>)?=?\\s*\\*");
    createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$");
    createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/parse-options.js
var require_parse_options = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/parse-options.js"(exports2, module2) {
    "use strict";
    var looseOption = Object.freeze({ loose: true });
    var emptyOpts = Object.freeze({});
    var parseOptions = (options) => {
      if (!options) {
        return emptyOpts;
      }
      if (typeof options !== "object") {
        return looseOption;
      }
      return options;
    };
    module2.exports = parseOptions;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/identifiers.js
var require_identifiers = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/identifiers.js"(exports2, module2) {
    "use strict";
    var numeric = /^[0-9]+$/;
    var compareIdentifiers = (a, b) => {
      if (typeof a === "number" && typeof b === "number") {
        return a === b ? 0 : a < b ? -1 : 1;
      }
      const anum = numeric.test(a);
      const bnum = numeric.test(b);
      if (anum && bnum) {
        a = +a;
        b = +b;
      }
      return a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
    };
    var rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);
    module2.exports = {
      compareIdentifiers,
      rcompareIdentifiers
    };
  }
});

// ../node_modules/@oclif/core/node_modules/semver/classes/semver.js
var require_semver = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/classes/semver.js"(exports2, module2) {
    "use strict";
    var debug = require_debug();
    var { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants();
    var { safeRe: re, t } = require_re();
    var parseOptions = require_parse_options();
    var { compareIdentifiers } = require_identifiers();
    var isPrereleaseIdentifier = (prerelease, identifier) => {
      const identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length) {
        return false;
      }
      for (let i = 0; i < identifiers.length; i++) {
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
          return false;
        }
      }
      return true;
    };
    var SemVer = class _SemVer {
      constructor(version, options) {
        options = parseOptions(options);
        if (version instanceof _SemVer) {
          if (version.loose === !!options.loose && version.includePrerelease === !!options.includePrerelease) {
            return version;
          } else {
            version = version.version;
          }
        } else if (typeof version !== "string") {
          throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
        }
        if (version.length > MAX_LENGTH) {
          throw new TypeError(
            `version is longer than ${MAX_LENGTH} characters`
          );
        }
        debug("SemVer", version, options);
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);
        if (!m) {
          throw new TypeError(`Invalid Version: ${version}`);
        }
        this.raw = version;
        this.major = +m[1];
        this.minor = +m[2];
        this.patch = +m[3];
        if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
          throw new TypeError("Invalid major version");
        }
        if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
          throw new TypeError("Invalid minor version");
        }
        if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
          throw new TypeError("Invalid patch version");
        }
        if (!m[4]) {
          this.prerelease = [];
        } else {
          this.prerelease = m[4].split(".").map((id) => {
            if (/^[0-9]+$/.test(id)) {
              const num = +id;
              if (num >= 0 && num < MAX_SAFE_INTEGER) {
                return num;
              }
            }
            return id;
          });
        }
        this.build = m[5] ? m[5].split(".") : [];
        this.format();
      }
      format() {
        this.version = `${this.major}.${this.minor}.${this.patch}`;
        if (this.prerelease.length) {
          this.version += `-${this.prerelease.join(".")}`;
        }
        return this.version;
      }
      toString() {
        return this.version;
      }
      compare(other) {
        debug("SemVer.compare", this.version, this.options, other);
        if (!(other instanceof _SemVer)) {
          if (typeof other === "string" && other === this.version) {
            return 0;
          }
          other = new _SemVer(other, this.options);
        }
        if (other.version === this.version) {
          return 0;
        }
        return this.compareMain(other) || this.comparePre(other);
      }
      compareMain(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.major < other.major) {
          return -1;
        }
        if (this.major > other.major) {
          return 1;
        }
        if (this.minor < other.minor) {
          return -1;
        }
        if (this.minor > other.minor) {
          return 1;
        }
        if (this.patch < other.patch) {
          return -1;
        }
        if (this.patch > other.patch) {
          return 1;
        }
        return 0;
      }
      comparePre(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.prerelease.length && !other.prerelease.length) {
          return -1;
        } else if (!this.prerelease.length && other.prerelease.length) {
          return 1;
        } else if (!this.prerelease.length && !other.prerelease.length) {
          return 0;
        }
        let i = 0;
        do {
          const a = this.prerelease[i];
          const b = other.prerelease[i];
          debug("prerelease compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      compareBuild(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        let i = 0;
        do {
          const a = this.build[i];
          const b = other.build[i];
          debug("build compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      // preminor will bump the version up to the next minor release, and immediately
      // down to pre-release. premajor and prepatch work the same way.
      inc(release, identifier, identifierBase) {
        if (release.startsWith("pre")) {
          if (!identifier && identifierBase === false) {
            throw new Error("invalid increment argument: identifier is empty");
          }
          if (identifier) {
            const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier) {
              throw new Error(`invalid identifier: ${identifier}`);
            }
          }
        }
        switch (release) {
          case "premajor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor = 0;
            this.major++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "preminor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "prepatch":
            this.prerelease.length = 0;
            this.inc("patch", identifier, identifierBase);
            this.inc("pre", identifier, identifierBase);
            break;
          // If the input is a non-prerelease version, this acts the same as
          // prepatch.
          case "prerelease":
            if (this.prerelease.length === 0) {
              this.inc("patch", identifier, identifierBase);
            }
            this.inc("pre", identifier, identifierBase);
            break;
          case "release":
            if (this.prerelease.length === 0) {
              throw new Error(`version ${this.raw} is not a prerelease`);
            }
            this.prerelease.length = 0;
            break;
          case "major":
            if (this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) {
              this.major++;
            }
            this.minor = 0;
            this.patch = 0;
            this.prerelease = [];
            break;
          case "minor":
            if (this.patch !== 0 || this.prerelease.length === 0) {
              this.minor++;
            }
            this.patch = 0;
            this.prerelease = [];
            break;
          case "patch":
            if (this.prerelease.length === 0) {
              this.patch++;
            }
            this.prerelease = [];
            break;
          // This probably shouldn't be used publicly.
          // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
          case "pre": {
            const base = Number(identifierBase) ? 1 : 0;
            if (this.prerelease.length === 0) {
              this.prerelease = [base];
            } else {
              let i = this.prerelease.length;
              while (--i >= 0) {
                if (typeof this.prerelease[i] === "number") {
                  this.prerelease[i]++;
                  i = -2;
                }
              }
              if (i === -1) {
                if (identifier === this.prerelease.join(".") && identifierBase === false) {
                  throw new Error("invalid increment argument: identifier already exists");
                }
                this.prerelease.push(base);
              }
            }
            if (identifier) {
              let prerelease = [identifier, base];
              if (identifierBase === false) {
                prerelease = [identifier];
              }
              if (isPrereleaseIdentifier(this.prerelease, identifier)) {
                const prereleaseBase = this.prerelease[identifier.split(".").length];
                if (isNaN(prereleaseBase)) {
                  this.prerelease = prerelease;
                }
              } else {
                this.prerelease = prerelease;
              }
            }
            break;
          }
          default:
            throw new Error(`invalid increment argument: ${release}`);
        }
        this.raw = this.format();
        if (this.build.length) {
          this.raw += `+${this.build.join(".")}`;
        }
        return this;
      }
    };
    module2.exports = SemVer;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/parse.js
var require_parse = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/parse.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var parse = (version, options, throwErrors = false) => {
      if (version instanceof SemVer) {
        return version;
      }
      try {
        return new SemVer(version, options);
      } catch (er) {
        if (!throwErrors) {
          return null;
        }
        throw er;
      }
    };
    module2.exports = parse;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/valid.js
var require_valid = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/valid.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var valid = (version, options) => {
      const v = parse(version, options);
      return v ? v.version : null;
    };
    module2.exports = valid;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/clean.js
var require_clean = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/clean.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var clean = (version, options) => {
      const s = parse(version.trim().replace(/^[=v]+/, ""), options);
      return s ? s.version : null;
    };
    module2.exports = clean;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/inc.js
var require_inc = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/inc.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var inc = (version, release, options, identifier, identifierBase) => {
      if (typeof options === "string") {
        identifierBase = identifier;
        identifier = options;
        options = void 0;
      }
      try {
        return new SemVer(
          version instanceof SemVer ? version.version : version,
          options
        ).inc(release, identifier, identifierBase).version;
      } catch (er) {
        return null;
      }
    };
    module2.exports = inc;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/diff.js
var require_diff = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/diff.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var diff = (version1, version2) => {
      const v1 = parse(version1, null, true);
      const v2 = parse(version2, null, true);
      const comparison = v1.compare(v2);
      if (comparison === 0) {
        return null;
      }
      const v1Higher = comparison > 0;
      const highVersion = v1Higher ? v1 : v2;
      const lowVersion = v1Higher ? v2 : v1;
      const highHasPre = !!highVersion.prerelease.length;
      const lowHasPre = !!lowVersion.prerelease.length;
      if (lowHasPre && !highHasPre) {
        if (!lowVersion.patch && !lowVersion.minor) {
          return "major";
        }
        if (lowVersion.compareMain(highVersion) === 0) {
          if (lowVersion.minor && !lowVersion.patch) {
            return "minor";
          }
          return "patch";
        }
      }
      const prefix = highHasPre ? "pre" : "";
      if (v1.major !== v2.major) {
        return prefix + "major";
      }
      if (v1.minor !== v2.minor) {
        return prefix + "minor";
      }
      if (v1.patch !== v2.patch) {
        return prefix + "patch";
      }
      return "prerelease";
    };
    module2.exports = diff;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/major.js
var require_major = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/major.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var major = (a, loose) => new SemVer(a, loose).major;
    module2.exports = major;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/minor.js
var require_minor = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/minor.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var minor = (a, loose) => new SemVer(a, loose).minor;
    module2.exports = minor;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/patch.js
var require_patch = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/patch.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var patch = (a, loose) => new SemVer(a, loose).patch;
    module2.exports = patch;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/prerelease.js
var require_prerelease = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/prerelease.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var prerelease = (version, options) => {
      const parsed = parse(version, options);
      return parsed && parsed.prerelease.length ? parsed.prerelease : null;
    };
    module2.exports = prerelease;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/compare.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var compare = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module2.exports = compare;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/rcompare.js
var require_rcompare = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/rcompare.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var rcompare = (a, b, loose) => compare(b, a, loose);
    module2.exports = rcompare;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/compare-loose.js
var require_compare_loose = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/compare-loose.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var compareLoose = (a, b) => compare(a, b, true);
    module2.exports = compareLoose;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/compare-build.js
var require_compare_build = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/compare-build.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var compareBuild = (a, b, loose) => {
      const versionA = new SemVer(a, loose);
      const versionB = new SemVer(b, loose);
      return versionA.compare(versionB) || versionA.compareBuild(versionB);
    };
    module2.exports = compareBuild;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/sort.js
var require_sort = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/sort.js"(exports2, module2) {
    "use strict";
    var compareBuild = require_compare_build();
    var sort = (list, loose) => list.sort((a, b) => compareBuild(a, b, loose));
    module2.exports = sort;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/rsort.js
var require_rsort = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/rsort.js"(exports2, module2) {
    "use strict";
    var compareBuild = require_compare_build();
    var rsort = (list, loose) => list.sort((a, b) => compareBuild(b, a, loose));
    module2.exports = rsort;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/gt.js
var require_gt = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/gt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gt = (a, b, loose) => compare(a, b, loose) > 0;
    module2.exports = gt;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/lt.js
var require_lt = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/lt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lt = (a, b, loose) => compare(a, b, loose) < 0;
    module2.exports = lt;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/eq.js
var require_eq = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/eq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var eq = (a, b, loose) => compare(a, b, loose) === 0;
    module2.exports = eq;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/neq.js
var require_neq = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/neq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var neq = (a, b, loose) => compare(a, b, loose) !== 0;
    module2.exports = neq;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/gte.js
var require_gte = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/gte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gte = (a, b, loose) => compare(a, b, loose) >= 0;
    module2.exports = gte;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/lte.js
var require_lte = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/lte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lte = (a, b, loose) => compare(a, b, loose) <= 0;
    module2.exports = lte;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/cmp.js
var require_cmp = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/cmp.js"(exports2, module2) {
    "use strict";
    var eq = require_eq();
    var neq = require_neq();
    var gt = require_gt();
    var gte = require_gte();
    var lt = require_lt();
    var lte = require_lte();
    var cmp = (a, op, b, loose) => {
      switch (op) {
        case "===":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a === b;
        case "!==":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a !== b;
        case "":
        case "=":
        case "==":
          return eq(a, b, loose);
        case "!=":
          return neq(a, b, loose);
        case ">":
          return gt(a, b, loose);
        case ">=":
          return gte(a, b, loose);
        case "<":
          return lt(a, b, loose);
        case "<=":
          return lte(a, b, loose);
        default:
          throw new TypeError(`Invalid operator: ${op}`);
      }
    };
    module2.exports = cmp;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/coerce.js
var require_coerce = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/coerce.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var parse = require_parse();
    var { safeRe: re, t } = require_re();
    var coerce = (version, options) => {
      if (version instanceof SemVer) {
        return version;
      }
      if (typeof version === "number") {
        version = String(version);
      }
      if (typeof version !== "string") {
        return null;
      }
      options = options || {};
      let match = null;
      if (!options.rtl) {
        match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
      } else {
        const coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL];
        let next;
        while ((next = coerceRtlRegex.exec(version)) && (!match || match.index + match[0].length !== version.length)) {
          if (!match || next.index + next[0].length !== match.index + match[0].length) {
            match = next;
          }
          coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
        }
        coerceRtlRegex.lastIndex = -1;
      }
      if (match === null) {
        return null;
      }
      const major = match[2];
      const minor = match[3] || "0";
      const patch = match[4] || "0";
      const prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : "";
      const build = options.includePrerelease && match[6] ? `+${match[6]}` : "";
      return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options);
    };
    module2.exports = coerce;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/truncate.js
var require_truncate = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/truncate.js"(exports2, module2) {
    "use strict";
    var parse = require_parse();
    var constants = require_constants();
    var SemVer = require_semver();
    var truncate = (version, truncation, options) => {
      if (!constants.RELEASE_TYPES.includes(truncation)) {
        return null;
      }
      const clonedVersion = cloneInputVersion(version, options);
      return clonedVersion && doTruncation(clonedVersion, truncation);
    };
    var cloneInputVersion = (version, options) => {
      const versionStringToParse = version instanceof SemVer ? version.version : version;
      return parse(versionStringToParse, options);
    };
    var doTruncation = (version, truncation) => {
      if (isPrerelease(truncation)) {
        return version.version;
      }
      version.prerelease = [];
      switch (truncation) {
        case "major":
          version.minor = 0;
          version.patch = 0;
          break;
        case "minor":
          version.patch = 0;
          break;
      }
      return version.format();
    };
    var isPrerelease = (type) => {
      return type.startsWith("pre");
    };
    module2.exports = truncate;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/lrucache.js
var require_lrucache = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/lrucache.js"(exports2, module2) {
    "use strict";
    var LRUCache = class {
      constructor() {
        this.max = 1e3;
        this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        const value = this.map.get(key);
        if (value === void 0) {
          return void 0;
        } else {
          this.map.delete(key);
          this.map.set(key, value);
          return value;
        }
      }
      delete(key) {
        return this.map.delete(key);
      }
      set(key, value) {
        const deleted = this.delete(key);
        if (!deleted && value !== void 0) {
          if (this.map.size >= this.max) {
            const firstKey = this.map.keys().next().value;
            this.delete(firstKey);
          }
          this.map.set(key, value);
        }
        return this;
      }
    };
    module2.exports = LRUCache;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/internal/trim-comparator-whitespace.js
var require_trim_comparator_whitespace = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/internal/trim-comparator-whitespace.js"(exports2, module2) {
    "use strict";
    var {
      MAX_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      WHITESPACE_CHARACTERS
    } = require_constants();
    var whitespace = new Uint8Array(65536);
    for (const char of WHITESPACE_CHARACTERS) {
      whitespace[char.charCodeAt(0)] = 1;
    }
    var isWhitespace = (char) => char !== void 0 && whitespace[char.charCodeAt(0)] === 1;
    var isVersionPrefix = (char) => char === "v" || char === "=" || isWhitespace(char);
    var isDigit = (char) => char !== void 0 && char >= "0" && char <= "9";
    var isLetter = (char) => char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
    var isIdentifierCharacter = (char) => isDigit(char) || isLetter(char) || char === "-";
    var isVersionStart = (char) => isDigit(char) || char === "x" || char === "X" || char === "*";
    var findDigitsEndIndex = (range, start, limit, digitRuns) => {
      if (!isDigit(range[start])) {
        return start;
      }
      if (start >= digitRuns.start && start < digitRuns.end) {
        return Math.min(start + limit, digitRuns.end);
      }
      if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
        return Math.min(start + limit, digitRuns.previousEnd);
      }
      let end = start + 1;
      while (isDigit(range[end])) {
        end++;
      }
      digitRuns.previousStart = digitRuns.start;
      digitRuns.previousEnd = digitRuns.end;
      digitRuns.start = start;
      digitRuns.end = end;
      return Math.min(start + limit, end);
    };
    var findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
      if (!loose && range[start] === "0") {
        return start + 1;
      }
      return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns);
    };
    var findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
      const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
      if (isLetter(range[digitsEnd]) || range[digitsEnd] === "-") {
        let end = digitsEnd + 1;
        const limit = end + MAX_SAFE_BUILD_LENGTH;
        while (end < limit && isIdentifierCharacter(range[end])) {
          end++;
        }
        return end;
      }
      return findVersionNumberEndIndex(range, start, loose, digitRuns);
    };
    var findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
      const hyphen = range[start] === "-";
      if (!loose && !hyphen) {
        return start;
      }
      const identifierStart = start + (hyphen ? 1 : 0);
      let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
      if (end === identifierStart) {
        if (!loose || !hyphen) {
          return start;
        }
        end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
      }
      while (range[end] === ".") {
        const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findBuildIdentifierEndIndex = (range, start) => {
      let end = start;
      while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
        end++;
      }
      return end;
    };
    var findBuildEndIndex = (range, start) => {
      if (range[start] !== "+") {
        return start;
      }
      let end = findBuildIdentifierEndIndex(range, start + 1);
      if (end === start + 1) {
        return start;
      }
      while (range[end] === ".") {
        const next = findBuildIdentifierEndIndex(range, end + 1);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findLooseFullVersionEndIndex = (range, start, digitRuns) => {
      let end = start;
      for (let component = 0; component < 3; component++) {
        const next = findVersionNumberEndIndex(range, end, true, digitRuns);
        if (next === end) {
          return start;
        }
        end = next;
        if (component < 2) {
          if (range[end] !== ".") {
            return start;
          }
          end++;
        }
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
      if (isDigit(range[start])) {
        return findVersionNumberEndIndex(range, start, false, digitRuns);
      }
      return isVersionStart(range[start]) ? start + 1 : start;
    };
    var findPartialVersionEndIndex = (range, start, digitRuns) => {
      let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
      for (let component = 0; component < 2; component++) {
        if (range[end] !== ".") {
          return end;
        }
        const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
        if (next === end + 1) {
          return end;
        }
        end = next;
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findVersionEndIndex = (range, start, digitRuns) => {
      const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
      return fullVersionEnd !== start ? fullVersionEnd : findPartialVersionEndIndex(range, start, digitRuns);
    };
    var findRemovableWhitespaceIndex = (range, matchStart) => {
      let position = matchStart;
      if (isWhitespace(range[position])) {
        position++;
      }
      if (range[position] === "<" || range[position] === ">") {
        position++;
      }
      if (range[position] === "=") {
        position++;
      }
      return isWhitespace(range[position]) ? position : -1;
    };
    var trimComparatorWhitespace = (range) => {
      let result = "";
      let copyFrom = 0;
      let cursor = 0;
      const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };
      while (cursor < range.length) {
        const matchStart = cursor;
        if (range[cursor] === "<" || range[cursor] === ">") {
          cursor++;
        } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
          cursor++;
          continue;
        }
        while (cursor < range.length && isVersionPrefix(range[cursor])) {
          cursor++;
        }
        if (!isVersionStart(range[cursor])) {
          continue;
        }
        const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
        if (whitespacePosition !== -1) {
          result += range.slice(copyFrom, whitespacePosition);
          copyFrom = whitespacePosition + 1;
        }
        cursor = findVersionEndIndex(range, cursor, digitRuns);
      }
      return result + range.slice(copyFrom);
    };
    module2.exports = trimComparatorWhitespace;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/classes/range.js
var require_range = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/classes/range.js"(exports2, module2) {
    "use strict";
    var SPACE_CHARACTERS = /\s+/g;
    var Range = class _Range {
      constructor(range, options) {
        options = parseOptions(options);
        if (range instanceof _Range) {
          if (range.loose === !!options.loose && range.includePrerelease === !!options.includePrerelease) {
            return range;
          } else {
            return new _Range(range.raw, options);
          }
        }
        if (range instanceof Comparator) {
          this.raw = range.value;
          this.set = [[range]];
          this.formatted = void 0;
          return this;
        }
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        this.raw = range.trim().replace(SPACE_CHARACTERS, " ");
        this.set = this.raw.split("||").map((r) => this.parseRange(r.trim())).filter((c) => c.length);
        if (!this.set.length) {
          throw new TypeError(`Invalid SemVer Range: ${this.raw}`);
        }
        if (this.set.length > 1) {
          const first = this.set[0];
          this.set = this.set.filter((c) => !isNullSet(c[0]));
          if (this.set.length === 0) {
            this.set = [first];
          } else if (this.set.length > 1) {
            for (const c of this.set) {
              if (c.length === 1 && isAny(c[0])) {
                this.set = [c];
                break;
              }
            }
          }
        }
        this.formatted = void 0;
      }
      get range() {
        if (this.formatted === void 0) {
          this.formatted = "";
          for (let i = 0; i < this.set.length; i++) {
            if (i > 0) {
              this.formatted += "||";
            }
            const comps = this.set[i];
            for (let k = 0; k < comps.length; k++) {
              if (k > 0) {
                this.formatted += " ";
              }
              this.formatted += comps[k].toString().trim();
            }
          }
        }
        return this.formatted;
      }
      format() {
        return this.range;
      }
      toString() {
        return this.range;
      }
      parseRange(range) {
        range = range.replace(BUILDSTRIPRE, "");
        const memoOpts = (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) | (this.options.loose && FLAG_LOOSE);
        const memoKey = memoOpts + ":" + range;
        const cached = cache.get(memoKey);
        if (cached) {
          return cached;
        }
        const loose = this.options.loose;
        const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
        range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
        debug("hyphen replace", range);
        range = trimComparatorWhitespace(range);
        debug("comparator trim", range);
        range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
        debug("tilde trim", range);
        range = range.replace(re[t.CARETTRIM], caretTrimReplace);
        debug("caret trim", range);
        let rangeList = range.split(" ").map((comp) => parseComparator(comp, this.options)).join(" ").split(/\s+/).map((comp) => replaceGTE0(comp, this.options));
        if (loose) {
          rangeList = rangeList.filter((comp) => {
            debug("loose invalid filter", comp, this.options);
            return !!comp.match(re[t.COMPARATORLOOSE]);
          });
        }
        debug("range list", rangeList);
        const rangeMap = /* @__PURE__ */ new Map();
        const comparators = rangeList.map((comp) => new Comparator(comp, this.options));
        for (const comp of comparators) {
          if (isNullSet(comp)) {
            return [comp];
          }
          rangeMap.set(comp.value, comp);
        }
        if (rangeMap.size > 1 && rangeMap.has("")) {
          rangeMap.delete("");
        }
        const result = [...rangeMap.values()];
        cache.set(memoKey, result);
        return result;
      }
      intersects(range, options) {
        if (!(range instanceof _Range)) {
          throw new TypeError("a Range is required");
        }
        return this.set.some((thisComparators) => {
          return isSatisfiable(thisComparators, options) && range.set.some((rangeComparators) => {
            return isSatisfiable(rangeComparators, options) && thisComparators.every((thisComparator) => {
              return rangeComparators.every((rangeComparator) => {
                return thisComparator.intersects(rangeComparator, options);
              });
            });
          });
        });
      }
      // if ANY of the sets match ALL of its comparators, then pass
      test(version) {
        if (!version) {
          return false;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        for (let i = 0; i < this.set.length; i++) {
          if (testSet(this.set[i], version, this.options)) {
            return true;
          }
        }
        return false;
      }
    };
    module2.exports = Range;
    var LRU = require_lrucache();
    var cache = new LRU();
    var parseOptions = require_parse_options();
    var Comparator = require_comparator();
    var debug = require_debug();
    var SemVer = require_semver();
    var trimComparatorWhitespace = require_trim_comparator_whitespace();
    var {
      safeRe: re,
      src,
      t,
      tildeTrimReplace,
      caretTrimReplace
    } = require_re();
    var { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = require_constants();
    var BUILDSTRIPRE = new RegExp(src[t.BUILD], "g");
    var isNullSet = (c) => c.value === "<0.0.0-0";
    var isAny = (c) => c.value === "";
    var isSatisfiable = (comparators, options) => {
      let result = true;
      const remainingComparators = comparators.slice();
      let testComparator = remainingComparators.pop();
      while (result && remainingComparators.length) {
        result = remainingComparators.every((otherComparator) => {
          return testComparator.intersects(otherComparator, options);
        });
        testComparator = remainingComparators.pop();
      }
      return result;
    };
    var parseComparator = (comp, options) => {
      comp = comp.replace(re[t.BUILD], "");
      debug("comp", comp, options);
      comp = replaceCarets(comp, options);
      debug("caret", comp);
      comp = replaceTildes(comp, options);
      debug("tildes", comp);
      comp = replaceXRanges(comp, options);
      debug("xrange", comp);
      comp = replaceStars(comp, options);
      debug("stars", comp);
      return comp;
    };
    var isX = (id) => !id || id.toLowerCase() === "x" || id === "*";
    var invalidXRangeOrder = (M, m, p) => isX(M) && !isX(m) || isX(m) && p && !isX(p);
    var replaceTildes = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceTilde(c, options)).join(" ");
    };
    var replaceTilde = (comp, options) => {
      const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
      const z = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("tilde", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
        } else if (pr) {
          debug("replaceTilde pr", pr);
          ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
        } else {
          ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
        }
        debug("tilde return", ret);
        return ret;
      });
    };
    var replaceCarets = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceCaret(c, options)).join(" ");
    };
    var replaceCaret = (comp, options) => {
      debug("caret", comp, options);
      const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
      const z = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("caret", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          if (M === "0") {
            ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
          } else {
            ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
          }
        } else if (pr) {
          debug("replaceCaret pr", pr);
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p}-${pr} <${+M + 1}.0.0-0`;
          }
        } else {
          debug("no pr");
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p} <${+M + 1}.0.0-0`;
          }
        }
        debug("caret return", ret);
        return ret;
      });
    };
    var replaceXRanges = (comp, options) => {
      debug("replaceXRanges", comp, options);
      return comp.split(/\s+/).map((c) => replaceXRange(c, options)).join(" ");
    };
    var replaceXRange = (comp, options) => {
      comp = comp.trim();
      const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
      return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
        debug("xRange", comp, ret, gtlt, M, m, p, pr);
        if (invalidXRangeOrder(M, m, p)) {
          return comp;
        }
        const xM = isX(M);
        const xm = xM || isX(m);
        const xp = xm || isX(p);
        const anyX = xp;
        if (gtlt === "=" && anyX) {
          gtlt = "";
        }
        pr = options.includePrerelease ? "-0" : "";
        if (xM) {
          if (gtlt === ">" || gtlt === "<") {
            ret = "<0.0.0-0";
          } else {
            ret = "*";
          }
        } else if (gtlt && anyX) {
          if (xm) {
            m = 0;
          }
          p = 0;
          if (gtlt === ">") {
            gtlt = ">=";
            if (xm) {
              M = +M + 1;
              m = 0;
              p = 0;
            } else {
              m = +m + 1;
              p = 0;
            }
          } else if (gtlt === "<=") {
            gtlt = "<";
            if (xm) {
              M = +M + 1;
            } else {
              m = +m + 1;
            }
          }
          if (gtlt === "<") {
            pr = "-0";
          }
          ret = `${gtlt + M}.${m}.${p}${pr}`;
        } else if (xm) {
          ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
        } else if (xp) {
          ret = `>=${M}.${m}.0${pr} <${M}.${+m + 1}.0-0`;
        }
        debug("xRange return", ret);
        return ret;
      });
    };
    var replaceStars = (comp, options) => {
      debug("replaceStars", comp, options);
      return comp.trim().replace(re[t.STAR], "");
    };
    var replaceGTE0 = (comp, options) => {
      debug("replaceGTE0", comp, options);
      return comp.trim().replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], "");
    };
    var hyphenReplace = (incPr) => ($0, from, fM, fm, fp, fpr, fb, to, tM, tm, tp, tpr) => {
      if (isX(fM)) {
        from = "";
      } else if (isX(fm)) {
        from = `>=${fM}.0.0${incPr ? "-0" : ""}`;
      } else if (isX(fp)) {
        from = `>=${fM}.${fm}.0${incPr ? "-0" : ""}`;
      } else if (fpr) {
        from = `>=${from}`;
      } else {
        from = `>=${from}${incPr ? "-0" : ""}`;
      }
      if (isX(tM)) {
        to = "";
      } else if (isX(tm)) {
        to = `<${+tM + 1}.0.0-0`;
      } else if (isX(tp)) {
        to = `<${tM}.${+tm + 1}.0-0`;
      } else if (tpr) {
        to = `<=${tM}.${tm}.${tp}-${tpr}`;
      } else if (incPr) {
        to = `<${tM}.${tm}.${+tp + 1}-0`;
      } else {
        to = `<=${to}`;
      }
      return `${from} ${to}`.trim();
    };
    var testSet = (set, version, options) => {
      for (let i = 0; i < set.length; i++) {
        if (!set[i].test(version)) {
          return false;
        }
      }
      if (version.prerelease.length && !options.includePrerelease) {
        for (let i = 0; i < set.length; i++) {
          debug(set[i].semver);
          if (set[i].semver === Comparator.ANY) {
            continue;
          }
          if (set[i].semver.prerelease.length > 0) {
            const allowed = set[i].semver;
            if (allowed.major === version.major && allowed.minor === version.minor && allowed.patch === version.patch) {
              return true;
            }
          }
        }
        return false;
      }
      return true;
    };
  }
});

// ../node_modules/@oclif/core/node_modules/semver/classes/comparator.js
var require_comparator = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/classes/comparator.js"(exports2, module2) {
    "use strict";
    var ANY = /* @__PURE__ */ Symbol("SemVer ANY");
    var Comparator = class _Comparator {
      static get ANY() {
        return ANY;
      }
      constructor(comp, options) {
        options = parseOptions(options);
        if (comp instanceof _Comparator) {
          if (comp.loose === !!options.loose) {
            return comp;
          } else {
            comp = comp.value;
          }
        }
        comp = comp.trim().split(/\s+/).join(" ");
        debug("comparator", comp, options);
        this.options = options;
        this.loose = !!options.loose;
        this.parse(comp);
        if (this.semver === ANY) {
          this.value = "";
        } else {
          this.value = this.operator + this.semver.version;
        }
        debug("comp", this);
      }
      parse(comp) {
        const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
        const m = comp.match(r);
        if (!m) {
          throw new TypeError(`Invalid comparator: ${comp}`);
        }
        this.operator = m[1] !== void 0 ? m[1] : "";
        if (this.operator === "=") {
          this.operator = "";
        }
        if (!m[2]) {
          this.semver = ANY;
        } else {
          this.semver = new SemVer(m[2], this.options.loose);
        }
      }
      toString() {
        return this.value;
      }
      test(version) {
        debug("Comparator.test", version, this.options.loose);
        if (this.semver === ANY || version === ANY) {
          return true;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        return cmp(version, this.operator, this.semver, this.options);
      }
      intersects(comp, options) {
        if (!(comp instanceof _Comparator)) {
          throw new TypeError("a Comparator is required");
        }
        if (this.operator === "") {
          if (this.value === "") {
            return true;
          }
          return new Range(comp.value, options).test(this.value);
        } else if (comp.operator === "") {
          if (comp.value === "") {
            return true;
          }
          return new Range(this.value, options).test(comp.semver);
        }
        options = parseOptions(options);
        if (options.includePrerelease && (this.value === "<0.0.0-0" || comp.value === "<0.0.0-0")) {
          return false;
        }
        if (!options.includePrerelease && (this.value.startsWith("<0.0.0") || comp.value.startsWith("<0.0.0"))) {
          return false;
        }
        if (this.operator.startsWith(">") && comp.operator.startsWith(">")) {
          return true;
        }
        if (this.operator.startsWith("<") && comp.operator.startsWith("<")) {
          return true;
        }
        if (this.semver.version === comp.semver.version && this.operator.includes("=") && comp.operator.includes("=")) {
          return true;
        }
        if (cmp(this.semver, "<", comp.semver, options) && this.operator.startsWith(">") && comp.operator.startsWith("<")) {
          return true;
        }
        if (cmp(this.semver, ">", comp.semver, options) && this.operator.startsWith("<") && comp.operator.startsWith(">")) {
          return true;
        }
        return false;
      }
    };
    module2.exports = Comparator;
    var parseOptions = require_parse_options();
    var { safeRe: re, t } = require_re();
    var cmp = require_cmp();
    var debug = require_debug();
    var SemVer = require_semver();
    var Range = require_range();
  }
});

// ../node_modules/@oclif/core/node_modules/semver/functions/satisfies.js
var require_satisfies = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/functions/satisfies.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var satisfies = (version, range, options) => {
      try {
        range = new Range(range, options);
      } catch (er) {
        return false;
      }
      return range.test(version);
    };
    module2.exports = satisfies;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/to-comparators.js
var require_to_comparators = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/to-comparators.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var toComparators = (range, options) => new Range(range, options).set.map((comp) => comp.map((c) => c.value).join(" ").trim().split(" "));
    module2.exports = toComparators;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/max-satisfying.js
var require_max_satisfying = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/max-satisfying.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var maxSatisfying = (versions, range, options) => {
      let max = null;
      let maxSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!max || maxSV.compare(v) === -1) {
            max = v;
            maxSV = new SemVer(max, options);
          }
        }
      });
      return max;
    };
    module2.exports = maxSatisfying;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/min-satisfying.js
var require_min_satisfying = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/min-satisfying.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var minSatisfying = (versions, range, options) => {
      let min = null;
      let minSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!min || minSV.compare(v) === 1) {
            min = v;
            minSV = new SemVer(min, options);
          }
        }
      });
      return min;
    };
    module2.exports = minSatisfying;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/min-version.js
var require_min_version = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/min-version.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var gt = require_gt();
    var minVersion = (range, loose) => {
      range = new Range(range, loose);
      let minver = new SemVer("0.0.0");
      if (range.test(minver)) {
        return minver;
      }
      minver = new SemVer("0.0.0-0");
      if (range.test(minver)) {
        return minver;
      }
      minver = null;
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let setMin = null;
        comparators.forEach((comparator) => {
          const compver = new SemVer(comparator.semver.version);
          switch (comparator.operator) {
            case ">":
              if (compver.prerelease.length === 0) {
                compver.patch++;
              } else {
                compver.prerelease.push(0);
              }
              compver.raw = compver.format();
            /* fallthrough */
            case "":
            case ">=":
              if (!setMin || gt(compver, setMin)) {
                setMin = compver;
              }
              break;
            case "<":
            case "<=":
              break;
            /* istanbul ignore next */
            default:
              throw new Error(`Unexpected operation: ${comparator.operator}`);
          }
        });
        if (setMin && (!minver || gt(minver, setMin))) {
          minver = setMin;
        }
      }
      if (minver && range.test(minver)) {
        return minver;
      }
      return null;
    };
    module2.exports = minVersion;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/valid.js
var require_valid2 = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/valid.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var validRange = (range, options) => {
      try {
        return new Range(range, options).range || "*";
      } catch (er) {
        return null;
      }
    };
    module2.exports = validRange;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/outside.js
var require_outside = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/outside.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var Range = require_range();
    var satisfies = require_satisfies();
    var gt = require_gt();
    var lt = require_lt();
    var lte = require_lte();
    var gte = require_gte();
    var outside = (version, range, hilo, options) => {
      version = new SemVer(version, options);
      range = new Range(range, options);
      let gtfn, ltefn, ltfn, comp, ecomp;
      switch (hilo) {
        case ">":
          gtfn = gt;
          ltefn = lte;
          ltfn = lt;
          comp = ">";
          ecomp = ">=";
          break;
        case "<":
          gtfn = lt;
          ltefn = gte;
          ltfn = gt;
          comp = "<";
          ecomp = "<=";
          break;
        default:
          throw new TypeError('Must provide a hilo val of "<" or ">"');
      }
      if (satisfies(version, range, options)) {
        return false;
      }
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let high = null;
        let low = null;
        comparators.forEach((comparator) => {
          if (comparator.semver === ANY) {
            comparator = new Comparator(">=0.0.0");
          }
          high = high || comparator;
          low = low || comparator;
          if (gtfn(comparator.semver, high.semver, options)) {
            high = comparator;
          } else if (ltfn(comparator.semver, low.semver, options)) {
            low = comparator;
          }
        });
        if (high.operator === comp || high.operator === ecomp) {
          return false;
        }
        if ((!low.operator || low.operator === comp) && ltefn(version, low.semver)) {
          return false;
        } else if (low.operator === ecomp && ltfn(version, low.semver)) {
          return false;
        }
      }
      return true;
    };
    module2.exports = outside;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/gtr.js
var require_gtr = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/gtr.js"(exports2, module2) {
    "use strict";
    var outside = require_outside();
    var gtr = (version, range, options) => outside(version, range, ">", options);
    module2.exports = gtr;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/ltr.js
var require_ltr = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/ltr.js"(exports2, module2) {
    "use strict";
    var outside = require_outside();
    var ltr = (version, range, options) => outside(version, range, "<", options);
    module2.exports = ltr;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/intersects.js
var require_intersects = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/intersects.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var intersects = (r1, r2, options) => {
      r1 = new Range(r1, options);
      r2 = new Range(r2, options);
      return r1.intersects(r2, options);
    };
    module2.exports = intersects;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/simplify.js
var require_simplify = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/simplify.js"(exports2, module2) {
    "use strict";
    var satisfies = require_satisfies();
    var compare = require_compare();
    module2.exports = (versions, range, options) => {
      const set = [];
      let first = null;
      let prev = null;
      const v = versions.sort((a, b) => compare(a, b, options));
      for (const version of v) {
        const included = satisfies(version, range, options);
        if (included) {
          prev = version;
          if (!first) {
            first = version;
          }
        } else {
          if (prev) {
            set.push([first, prev]);
          }
          prev = null;
          first = null;
        }
      }
      if (first) {
        set.push([first, null]);
      }
      const ranges = [];
      for (const [min, max] of set) {
        if (min === max) {
          ranges.push(min);
        } else if (!max && min === v[0]) {
          ranges.push("*");
        } else if (!max) {
          ranges.push(`>=${min}`);
        } else if (min === v[0]) {
          ranges.push(`<=${max}`);
        } else {
          ranges.push(`${min} - ${max}`);
        }
      }
      const simplified = ranges.join(" || ");
      const original = typeof range.raw === "string" ? range.raw : String(range);
      return simplified.length < original.length ? simplified : range;
    };
  }
});

// ../node_modules/@oclif/core/node_modules/semver/ranges/subset.js
var require_subset = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/ranges/subset.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var satisfies = require_satisfies();
    var compare = require_compare();
    var subset = (sub, dom, options = {}) => {
      if (sub === dom) {
        return true;
      }
      sub = new Range(sub, options);
      dom = new Range(dom, options);
      let sawNonNull = false;
      OUTER: for (const simpleSub of sub.set) {
        for (const simpleDom of dom.set) {
          const isSub = simpleSubset(simpleSub, simpleDom, options);
          sawNonNull = sawNonNull || isSub !== null;
          if (isSub) {
            continue OUTER;
          }
        }
        if (sawNonNull) {
          return false;
        }
      }
      return true;
    };
    var minimumVersionWithPreRelease = [new Comparator(">=0.0.0-0")];
    var minimumVersion = [new Comparator(">=0.0.0")];
    var simpleSubset = (sub, dom, options) => {
      if (sub === dom) {
        return true;
      }
      if (sub.length === 1 && sub[0].semver === ANY) {
        if (dom.length === 1 && dom[0].semver === ANY) {
          return true;
        } else if (options.includePrerelease) {
          sub = minimumVersionWithPreRelease;
        } else {
          sub = minimumVersion;
        }
      }
      if (dom.length === 1 && dom[0].semver === ANY) {
        if (options.includePrerelease) {
          return true;
        } else {
          dom = minimumVersion;
        }
      }
      const eqSet = /* @__PURE__ */ new Set();
      let gt, lt;
      for (const c of sub) {
        if (c.operator === ">" || c.operator === ">=") {
          gt = higherGT(gt, c, options);
        } else if (c.operator === "<" || c.operator === "<=") {
          lt = lowerLT(lt, c, options);
        } else {
          eqSet.add(c.semver);
        }
      }
      if (eqSet.size > 1) {
        return null;
      }
      let gtltComp;
      if (gt && lt) {
        gtltComp = compare(gt.semver, lt.semver, options);
        if (gtltComp > 0) {
          return null;
        } else if (gtltComp === 0 && (gt.operator !== ">=" || lt.operator !== "<=")) {
          return null;
        }
      }
      for (const eq of eqSet) {
        if (gt && !satisfies(eq, String(gt), options)) {
          return null;
        }
        if (lt && !satisfies(eq, String(lt), options)) {
          return null;
        }
        for (const c of dom) {
          if (!satisfies(eq, String(c), options)) {
            return false;
          }
        }
        return true;
      }
      let higher, lower;
      let hasDomLT, hasDomGT;
      let needDomLTPre = lt && !options.includePrerelease && lt.semver.prerelease.length ? lt.semver : false;
      let needDomGTPre = gt && !options.includePrerelease && gt.semver.prerelease.length ? gt.semver : false;
      if (needDomLTPre && needDomLTPre.prerelease.length === 1 && lt.operator === "<" && needDomLTPre.prerelease[0] === 0) {
        needDomLTPre = false;
      }
      for (const c of dom) {
        hasDomGT = hasDomGT || c.operator === ">" || c.operator === ">=";
        hasDomLT = hasDomLT || c.operator === "<" || c.operator === "<=";
        if (gt) {
          if (needDomGTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomGTPre.major && c.semver.minor === needDomGTPre.minor && c.semver.patch === needDomGTPre.patch) {
              needDomGTPre = false;
            }
          }
          if (c.operator === ">" || c.operator === ">=") {
            higher = higherGT(gt, c, options);
            if (higher === c && higher !== gt) {
              return false;
            }
          } else if (gt.operator === ">=" && !c.test(gt.semver)) {
            return false;
          }
        }
        if (lt) {
          if (needDomLTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomLTPre.major && c.semver.minor === needDomLTPre.minor && c.semver.patch === needDomLTPre.patch) {
              needDomLTPre = false;
            }
          }
          if (c.operator === "<" || c.operator === "<=") {
            lower = lowerLT(lt, c, options);
            if (lower === c && lower !== lt) {
              return false;
            }
          } else if (lt.operator === "<=" && !c.test(lt.semver)) {
            return false;
          }
        }
        if (!c.operator && (lt || gt) && gtltComp !== 0) {
          return false;
        }
      }
      if (gt && hasDomLT && !lt && gtltComp !== 0) {
        return false;
      }
      if (lt && hasDomGT && !gt && gtltComp !== 0) {
        return false;
      }
      if (needDomGTPre || needDomLTPre) {
        return false;
      }
      return true;
    };
    var higherGT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare(a.semver, b.semver, options);
      return comp > 0 ? a : comp < 0 ? b : b.operator === ">" && a.operator === ">=" ? b : a;
    };
    var lowerLT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare(a.semver, b.semver, options);
      return comp < 0 ? a : comp > 0 ? b : b.operator === "<" && a.operator === "<=" ? b : a;
    };
    module2.exports = subset;
  }
});

// ../node_modules/@oclif/core/node_modules/semver/index.js
var require_semver2 = __commonJS({
  "../node_modules/@oclif/core/node_modules/semver/index.js"(exports2, module2) {
    "use strict";
    var internalRe = require_re();
    var constants = require_constants();
    var SemVer = require_semver();
    var identifiers = require_identifiers();
    var parse = require_parse();
    var valid = require_valid();
    var clean = require_clean();
    var inc = require_inc();
    var diff = require_diff();
    var major = require_major();
    var minor = require_minor();
    var patch = require_patch();
    var prerelease = require_prerelease();
    var compare = require_compare();
    var rcompare = require_rcompare();
    var compareLoose = require_compare_loose();
    var compareBuild = require_compare_build();
    var sort = require_sort();
    var rsort = require_rsort();
    var gt = require_gt();
    var lt = require_lt();
    var eq = require_eq();
    var neq = require_neq();
    var gte = require_gte();
    var lte = require_lte();
    var cmp = require_cmp();
    var coerce = require_coerce();
    var truncate = require_truncate();
    var Comparator = require_comparator();
    var Range = require_range();
    var satisfies = require_satisfies();
    var toComparators = require_to_comparators();
    var maxSatisfying = require_max_satisfying();
    var minSatisfying = require_min_satisfying();
    var minVersion = require_min_version();
    var validRange = require_valid2();
    var outside = require_outside();
    var gtr = require_gtr();
    var ltr = require_ltr();
    var intersects = require_intersects();
    var simplifyRange = require_simplify();
    var subset = require_subset();
    module2.exports = {
      parse,
      valid,
      clean,
      inc,
      diff,
      major,
      minor,
      patch,
      prerelease,
      compare,
      rcompare,
      compareLoose,
      compareBuild,
      sort,
      rsort,
      gt,
      lt,
      eq,
      neq,
      gte,
      lte,
      cmp,
      coerce,
      truncate,
      Comparator,
      Range,
      satisfies,
      toComparators,
      maxSatisfying,
      minSatisfying,
      minVersion,
      validRange,
      outside,
      gtr,
      ltr,
      intersects,
      simplifyRange,
      subset,
      SemVer,
      re: internalRe.re,
      src: internalRe.src,
      tokens: internalRe.t,
      SEMVER_SPEC_VERSION: constants.SEMVER_SPEC_VERSION,
      RELEASE_TYPES: constants.RELEASE_TYPES,
      compareIdentifiers: identifiers.compareIdentifiers,
      rcompareIdentifiers: identifiers.rcompareIdentifiers
    };
  }
});

// ../node_modules/@oclif/core/lib/util/fs.js
var require_fs = __commonJS({
  "../node_modules/@oclif/core/lib/util/fs.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.fileExists = exports2.dirExists = void 0;
    exports2.readJson = readJson;
    exports2.safeReadJson = safeReadJson;
    exports2.existsSync = existsSync;
    var node_fs_1 = require("node:fs");
    var promises_1 = require("node:fs/promises");
    var util_1 = require_util();
    var dirExists = async (input) => {
      let dirStat;
      try {
        dirStat = await (0, promises_1.stat)(input);
      } catch {
        throw new Error(`No directory found at ${input}`);
      }
      if (!dirStat.isDirectory()) {
        throw new Error(`${input} exists but is not a directory`);
      }
      return input;
    };
    exports2.dirExists = dirExists;
    var fileExists = async (input) => {
      let fileStat;
      try {
        fileStat = await (0, promises_1.stat)(input);
      } catch {
        throw new Error(`No file found at ${input}`);
      }
      if (!fileStat.isFile()) {
        throw new Error(`${input} exists but is not a file`);
      }
      return input;
    };
    exports2.fileExists = fileExists;
    var ProdOnlyCache = class extends Map {
      set(key, value) {
        if ((0, util_1.isProd)() ?? false) {
          super.set(key, value);
        }
        return this;
      }
    };
    var cache = new ProdOnlyCache();
    async function readJson(path, useCache = true) {
      if (useCache && cache.has(path)) {
        return JSON.parse(cache.get(path));
      }
      const contents = await (0, promises_1.readFile)(path, "utf8");
      cache.set(path, contents);
      return JSON.parse(contents);
    }
    async function safeReadJson(path, useCache = true) {
      try {
        return await readJson(path, useCache);
      } catch {
      }
    }
    function existsSync(path) {
      return (0, node_fs_1.existsSync)(path);
    }
  }
});

// ../node_modules/@oclif/core/lib/args.js
var require_args = __commonJS({
  "../node_modules/@oclif/core/lib/args.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.string = exports2.url = exports2.file = exports2.directory = exports2.integer = exports2.boolean = void 0;
    exports2.custom = custom;
    exports2.option = option;
    var node_url_1 = require("node:url");
    var fs_1 = require_fs();
    var util_1 = require_util();
    function custom(defaults) {
      return (options = {}) => ({
        parse: async (i, _context, _opts) => i,
        ...defaults,
        ...options,
        input: [],
        type: "option"
      });
    }
    exports2.boolean = custom({
      parse: async (b) => Boolean(b) && (0, util_1.isNotFalsy)(b)
    });
    exports2.integer = custom({
      async parse(input, _, opts) {
        if (!/^-?\d+$/.test(input))
          throw new Error(`Expected an integer but received: ${input}`);
        const num = Number.parseInt(input, 10);
        if (opts.min !== void 0 && num < opts.min)
          throw new Error(`Expected an integer greater than or equal to ${opts.min} but received: ${input}`);
        if (opts.max !== void 0 && num > opts.max)
          throw new Error(`Expected an integer less than or equal to ${opts.max} but received: ${input}`);
        return num;
      }
    });
    exports2.directory = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.dirExists)(input);
        return input;
      }
    });
    exports2.file = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.fileExists)(input);
        return input;
      }
    });
    exports2.url = custom({
      async parse(input) {
        try {
          return new node_url_1.URL(input);
        } catch {
          throw new Error(`Expected a valid url but received: ${input}`);
        }
      }
    });
    var stringArg = custom({});
    exports2.string = stringArg;
    function option(defaults) {
      return (options = {}) => ({
        parse: async (i, _context, _opts) => i,
        ...defaults,
        ...options,
        input: [],
        type: "option"
      });
    }
  }
});

// ../node_modules/@oclif/core/package.json
var require_package = __commonJS({
  "../node_modules/@oclif/core/package.json"(exports2, module2) {
    module2.exports = {
      name: "@oclif/core",
      description: "base library for oclif CLIs",
      version: "4.14.0",
      author: "Salesforce",
      bugs: "https://github.com/oclif/core/issues",
      dependencies: {
        "ansi-escapes": "^4.3.2",
        ansis: "^3.17.0",
        "clean-stack": "^3.0.1",
        "cli-spinners": "^2.9.2",
        debug: "^4.4.3",
        ejs: "^6",
        "get-package-type": "^0.1.0",
        "indent-string": "^4.0.0",
        lilconfig: "^3.1.3",
        minimatch: "^10.2.5",
        semver: "^7.8.1",
        "string-width": "^4.2.3",
        "supports-color": "^8",
        tinyglobby: "^0.2.17",
        "widest-line": "^3.1.0",
        wordwrap: "^1.0.0",
        "wrap-ansi": "^7.0.0",
        "wsl-utils": "^0.4.0"
      },
      devDependencies: {
        "@commitlint/config-conventional": "^19",
        "@eslint/compat": "^1.4.1",
        "@oclif/plugin-help": "^6",
        "@oclif/plugin-plugins": "^5",
        "@oclif/prettier-config": "^0.2.1",
        "@oclif/test": "^4",
        "@types/benchmark": "^2.1.5",
        "@types/chai": "^4.3.16",
        "@types/chai-as-promised": "^7.1.8",
        "@types/clean-stack": "^2.1.1",
        "@types/debug": "^4.1.13",
        "@types/ejs": "^3.1.5",
        "@types/indent-string": "^4.0.1",
        "@types/mocha": "^10.0.10",
        "@types/node": "^18",
        "@types/picomatch": "^4.0.3",
        "@types/pnpapi": "^0.0.5",
        "@types/sinon": "^17.0.3",
        "@types/supports-color": "^8.1.3",
        "@types/wordwrap": "^1.0.3",
        "@types/wrap-ansi": "^3.0.0",
        benchmark: "^2.1.4",
        chai: "^4.5.0",
        "chai-as-promised": "^7.1.2",
        commitlint: "^19",
        "cross-env": "^7.0.3",
        eslint: "^10",
        "eslint-config-oclif": "^7",
        "eslint-config-prettier": "^10",
        husky: "^9.1.7",
        "lint-staged": "^15",
        madge: "^6.1.0",
        mocha: "^11.7.5",
        nyc: "^15.1.0",
        prettier: "^3.8.3",
        shx: "^0.4.0",
        sinon: "^18",
        "ts-node": "^10.9.2",
        tsd: "^0.33.0",
        typescript: "^5"
      },
      engines: {
        node: ">=18.0.0"
      },
      files: [
        "/lib"
      ],
      homepage: "https://github.com/oclif/core",
      keywords: [
        "oclif",
        "cli",
        "command",
        "command line",
        "parser",
        "args",
        "argv"
      ],
      license: "MIT",
      exports: {
        ".": "./lib/index.js",
        "./args": "./lib/args.js",
        "./command": "./lib/command.js",
        "./config": "./lib/config/index.js",
        "./errors": "./lib/errors/index.js",
        "./execute": "./lib/execute.js",
        "./flags": "./lib/flags.js",
        "./flush": "./lib/flush.js",
        "./handle": "./lib/errors/handle.js",
        "./help": "./lib/help/index.js",
        "./hooks": "./lib/interfaces/hooks.js",
        "./interfaces": "./lib/interfaces/index.js",
        "./logger": "./lib/logger.js",
        "./package.json": "./package.json",
        "./parser": "./lib/parser/index.js",
        "./performance": "./lib/performance.js",
        "./run": "./lib/main.js",
        "./settings": "./lib/settings.js",
        "./util/ids": "./lib/util/ids.js",
        "./ux": "./lib/ux/index.js"
      },
      repository: "oclif/core",
      oclif: {
        bin: "oclif",
        devPlugins: [
          "@oclif/plugin-help",
          "@oclif/plugin-plugins"
        ]
      },
      publishConfig: {
        access: "public"
      },
      scripts: {
        build: "shx rm -rf lib && tsc",
        compile: "tsc",
        format: 'prettier --write "+(src|test)/**/*.+(ts|js|json)"',
        lint: "eslint",
        posttest: "yarn lint && yarn test:circular-deps",
        prepack: "yarn run build",
        prepare: "husky",
        "test:circular-deps": "yarn build && madge lib/ -c",
        "test:debug": 'nyc mocha --debug-brk --inspect "test/**/*.test.ts"',
        "test:integration": 'mocha --forbid-only "test/**/*.integration.ts" --parallel --timeout 1200000',
        "test:interoperability": "cross-env DEBUG=integration:* ts-node test/integration/interop.ts",
        "test:perf": "ts-node test/perf/parser.perf.ts",
        test: 'nyc mocha --forbid-only "test/**/*.test.ts" --parallel'
      },
      types: "lib/index.d.ts"
    };
  }
});

// ../node_modules/@oclif/core/lib/cache.js
var require_cache = __commonJS({
  "../node_modules/@oclif/core/lib/cache.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var node_fs_1 = require("node:fs");
    var node_path_1 = require("node:path");
    var Cache = class _Cache extends Map {
      static instance;
      constructor() {
        super();
        this.set("@oclif/core", this.getOclifCoreMeta());
      }
      static getInstance() {
        if (!_Cache.instance) {
          _Cache.instance = new _Cache();
        }
        return _Cache.instance;
      }
      get(key) {
        return super.get(key);
      }
      getOclifCoreMeta() {
        try {
          return { name: "@oclif/core", version: require_package().version };
        } catch {
          try {
            return {
              name: "@oclif/core",
              version: JSON.parse((0, node_fs_1.readFileSync)((0, node_path_1.join)(__dirname, "..", "package.json"), "utf8")).version
            };
          } catch {
            return { name: "@oclif/core", version: "unknown" };
          }
        }
      }
    };
    exports2.default = Cache;
  }
});

// ../node_modules/@oclif/core/node_modules/ejs/lib/cjs/utils.js
var require_utils = __commonJS({
  "../node_modules/@oclif/core/node_modules/ejs/lib/cjs/utils.js"(exports2, module2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var utils = {};
    var regExpChars = /[|\\{}()[\]^$+*?.]/g;
    var hasOwnProperty = Object.prototype.hasOwnProperty;
    var hasOwn = function(obj, key) {
      return hasOwnProperty.apply(obj, [key]);
    };
    utils.hasOwn = hasOwn;
    utils.escapeRegExpChars = function(string) {
      if (!string) {
        return "";
      }
      return String(string).replace(regExpChars, "\\$&");
    };
    var _ENCODE_HTML_RULES = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&#34;",
      "'": "&#39;"
    };
    var _MATCH_HTML = /[&<>'"]/g;
    function encode_char(c) {
      return _ENCODE_HTML_RULES[c] || c;
    }
    var escapeFuncStr = `var _ENCODE_HTML_RULES = {
      "&": "&amp;"
    , "<": "&lt;"
    , ">": "&gt;"
    , '"': "&#34;"
    , "'": "&#39;"
    }
  , _MATCH_HTML = /[&<>'"]/g;
function encode_char(c) {
  return _ENCODE_HTML_RULES[c] || c;
};
`;
    utils.escapeXML = function(markup) {
      return markup == void 0 ? "" : String(markup).replace(_MATCH_HTML, encode_char);
    };
    function escapeXMLToString() {
      return Function.prototype.toString.call(this) + ";\n" + escapeFuncStr;
    }
    try {
      if (typeof Object.defineProperty === "function") {
        Object.defineProperty(utils.escapeXML, "toString", { value: escapeXMLToString });
      } else {
        utils.escapeXML.toString = escapeXMLToString;
      }
    } catch (err) {
      console.warn("Unable to set escapeXML.toString (is the Function prototype frozen?)");
    }
    utils.shallowCopy = function(to, from) {
      from = from || {};
      if (to !== null && to !== void 0) {
        for (var p in from) {
          if (!hasOwn(from, p)) {
            continue;
          }
          if (p === "__proto__" || p === "constructor") {
            continue;
          }
          to[p] = from[p];
        }
      }
      return to;
    };
    utils.shallowCopyFromList = function(to, from, list) {
      list = list || [];
      from = from || {};
      if (to !== null && to !== void 0) {
        for (var i = 0; i < list.length; i++) {
          var p = list[i];
          if (typeof from[p] != "undefined") {
            if (!hasOwn(from, p)) {
              continue;
            }
            if (p === "__proto__" || p === "constructor") {
              continue;
            }
            to[p] = from[p];
          }
        }
      }
      return to;
    };
    utils.cache = {
      _data: {},
      set: function(key, val) {
        this._data[key] = val;
      },
      get: function(key) {
        return this._data[key];
      },
      remove: function(key) {
        delete this._data[key];
      },
      reset: function() {
        this._data = {};
      }
    };
    utils.hyphenToCamel = function(str) {
      return str.replace(/-[a-z]/g, function(match) {
        return match[1].toUpperCase();
      });
    };
    utils.createNullProtoObjWherePossible = (function() {
      if (typeof Object.create == "function") {
        return function() {
          return /* @__PURE__ */ Object.create(null);
        };
      }
      if (!({ __proto__: null } instanceof Object)) {
        return function() {
          return { __proto__: null };
        };
      }
      return function() {
        return {};
      };
    })();
    utils.hasOwnOnlyObject = function(obj) {
      var o = utils.createNullProtoObjWherePossible();
      for (var p in obj) {
        if (hasOwn(obj, p)) {
          o[p] = obj[p];
        }
      }
      return o;
    };
    module2.exports = utils;
  }
});

// ../node_modules/@oclif/core/node_modules/ejs/lib/cjs/ejs.js
var require_ejs = __commonJS({
  "../node_modules/@oclif/core/node_modules/ejs/lib/cjs/ejs.js"(exports2, module2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    var fs_1 = __importDefault(require("fs"));
    var path_1 = __importDefault(require("path"));
    var utils_js_1 = __importDefault(require_utils());
    var DECLARATION_KEYWORD = "var";
    var ejs = {};
    var _DEFAULT_OPEN_DELIMITER = "<";
    var _DEFAULT_CLOSE_DELIMITER = ">";
    var _DEFAULT_DELIMITER = "%";
    var _DEFAULT_LOCALS_NAME = "locals";
    var _REGEX_STRING = "(<%%|%%>|<%=|<%-|<%_|<%#|<%|%>|-%>|_%>)";
    var _OPTS_PASSABLE_WITH_DATA = [
      "delimiter",
      "scope",
      "context",
      "debug",
      "compileDebug",
      "_with",
      "rmWhitespace",
      "strict",
      "filename",
      "async"
    ];
    var _OPTS_PASSABLE_WITH_DATA_EXPRESS = _OPTS_PASSABLE_WITH_DATA.concat("cache");
    var _BOM = /^\uFEFF/;
    var _JS_IDENTIFIER = /^[a-zA-Z_$][0-9a-zA-Z_$]*$/;
    ejs.cache = utils_js_1.default.cache;
    ejs.fileLoader = fs_1.default.readFileSync;
    ejs.localsName = _DEFAULT_LOCALS_NAME;
    ejs.promiseImpl = new Function("return this;")().Promise;
    ejs.resolveInclude = function(name, filename, isDir) {
      var dirname = path_1.default.dirname;
      var extname = path_1.default.extname;
      var resolve = path_1.default.resolve;
      var includePath = resolve(isDir ? filename : dirname(filename), name);
      var ext = extname(name);
      if (!ext) {
        includePath += ".ejs";
      }
      return includePath;
    };
    function resolvePaths(name, paths) {
      var filePath;
      if (paths.some(function(v) {
        filePath = ejs.resolveInclude(name, v, true);
        return fs_1.default.existsSync(filePath);
      })) {
        return filePath;
      }
    }
    function getIncludePath(path, options) {
      var includePath;
      var filePath;
      var views = options.views;
      var match = /^[A-Za-z]+:\\|^\//.exec(path);
      if (match && match.length) {
        path = path.replace(/^\/*/, "");
        if (Array.isArray(options.root)) {
          includePath = resolvePaths(path, options.root);
        } else {
          includePath = ejs.resolveInclude(path, options.root || "/", true);
        }
      } else {
        if (options.filename) {
          filePath = ejs.resolveInclude(path, options.filename);
          if (fs_1.default.existsSync(filePath)) {
            includePath = filePath;
          }
        }
        if (!includePath && Array.isArray(views)) {
          includePath = resolvePaths(path, views);
        }
        if (!includePath && typeof options.includer !== "function") {
          throw new Error('Could not find the include file "' + options.escapeFunction(path) + '"');
        }
      }
      return includePath;
    }
    function handleCache(options, template) {
      var func;
      var filename = options.filename;
      var hasTemplate = arguments.length > 1;
      if (options.cache) {
        if (!filename) {
          throw new Error("cache option requires a filename");
        }
        func = ejs.cache.get(filename);
        if (func) {
          return func;
        }
        if (!hasTemplate) {
          template = fileLoader(filename).toString().replace(_BOM, "");
        }
      } else if (!hasTemplate) {
        if (!filename) {
          throw new Error("Internal EJS error: no file name or template provided");
        }
        template = fileLoader(filename).toString().replace(_BOM, "");
      }
      func = ejs.compile(template, options);
      if (options.cache) {
        ejs.cache.set(filename, func);
      }
      return func;
    }
    function tryHandleCache(options, data, cb) {
      var result;
      if (!cb) {
        if (typeof ejs.promiseImpl == "function") {
          return new ejs.promiseImpl(function(resolve, reject) {
            try {
              result = handleCache(options)(data);
              resolve(result);
            } catch (err) {
              reject(err);
            }
          });
        } else {
          throw new Error("Please provide a callback function");
        }
      } else {
        try {
          result = handleCache(options)(data);
        } catch (err) {
          return cb(err);
        }
        cb(null, result);
      }
    }
    function fileLoader(filePath) {
      return ejs.fileLoader(filePath);
    }
    function includeFile(path, options) {
      var opts = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), options);
      opts.filename = getIncludePath(path, opts);
      if (typeof options.includer === "function") {
        var includerResult = options.includer(path, opts.filename);
        if (includerResult) {
          if (includerResult.filename) {
            opts.filename = includerResult.filename;
          }
          if (includerResult.template) {
            return handleCache(opts, includerResult.template);
          }
        }
      }
      return handleCache(opts);
    }
    function rethrow(err, str, flnm, lineno, esc) {
      var lines = str.split("\n");
      var start = Math.max(lineno - 3, 0);
      var end = Math.min(lines.length, lineno + 3);
      var filename = esc(flnm);
      var context = lines.slice(start, end).map(function(line, i) {
        var curr = i + start + 1;
        return (curr == lineno ? " >> " : "    ") + curr + "| " + line;
      }).join("\n");
      err.path = filename;
      err.message = (filename || "ejs") + ":" + lineno + "\n" + context + "\n\n" + err.message;
      throw err;
    }
    function stripSemi(str) {
      return str.replace(/;(\s*$)/, "$1");
    }
    ejs.compile = function compile(template, opts) {
      var templ;
      if (opts && opts.scope) {
        console.warn("`scope` option is deprecated and will be removed in future EJS");
        if (!opts.context) {
          opts.context = opts.scope;
        }
        delete opts.scope;
      }
      templ = new Template(template, opts);
      return templ.compile();
    };
    ejs.render = function(template, d, o) {
      var data = d || utils_js_1.default.createNullProtoObjWherePossible();
      var opts = o || utils_js_1.default.createNullProtoObjWherePossible();
      if (arguments.length == 2) {
        utils_js_1.default.shallowCopyFromList(opts, data, _OPTS_PASSABLE_WITH_DATA);
      }
      return handleCache(opts, template)(data);
    };
    ejs.renderFile = function() {
      var args = Array.prototype.slice.call(arguments);
      var filename = args.shift();
      var cb;
      var opts = { filename };
      var data;
      var viewOpts;
      if (typeof arguments[arguments.length - 1] == "function") {
        cb = args.pop();
      }
      if (args.length) {
        data = args.shift();
        if (args.length) {
          utils_js_1.default.shallowCopy(opts, args.pop());
        } else {
          if (utils_js_1.default.hasOwn(data, "settings") && data.settings) {
            if (data.settings.views) {
              opts.views = data.settings.views;
            }
            if (data.settings["view cache"]) {
              opts.cache = true;
            }
            viewOpts = data.settings["view options"];
            if (viewOpts) {
              utils_js_1.default.shallowCopy(opts, viewOpts);
            }
          }
          utils_js_1.default.shallowCopyFromList(opts, data, _OPTS_PASSABLE_WITH_DATA_EXPRESS);
        }
        opts.filename = filename;
      } else {
        data = utils_js_1.default.createNullProtoObjWherePossible();
      }
      return tryHandleCache(opts, data, cb);
    };
    ejs.Template = Template;
    ejs.clearCache = function() {
      ejs.cache.reset();
    };
    function Template(text, optsParam) {
      var opts = utils_js_1.default.hasOwnOnlyObject(optsParam);
      var options = utils_js_1.default.createNullProtoObjWherePossible();
      this.templateText = text;
      this.mode = null;
      this.truncate = false;
      this.currentLine = 1;
      this.source = "";
      options.escapeFunction = opts.escape || opts.escapeFunction || utils_js_1.default.escapeXML;
      options.compileDebug = opts.compileDebug !== false;
      options.debug = !!opts.debug;
      options.filename = opts.filename;
      options.openDelimiter = opts.openDelimiter || ejs.openDelimiter || _DEFAULT_OPEN_DELIMITER;
      options.closeDelimiter = opts.closeDelimiter || ejs.closeDelimiter || _DEFAULT_CLOSE_DELIMITER;
      options.delimiter = opts.delimiter || ejs.delimiter || _DEFAULT_DELIMITER;
      options.strict = opts.strict || false;
      options.context = opts.context;
      options.cache = opts.cache || false;
      options.rmWhitespace = opts.rmWhitespace;
      options.root = opts.root;
      options.includer = opts.includer;
      options.outputFunctionName = opts.outputFunctionName;
      options.localsName = opts.localsName || ejs.localsName || _DEFAULT_LOCALS_NAME;
      options.views = opts.views;
      options.async = opts.async;
      options.destructuredLocals = opts.destructuredLocals;
      options.legacyInclude = typeof opts.legacyInclude != "undefined" ? !!opts.legacyInclude : true;
      options.unsafePrototypeLocals = !!opts.unsafePrototypeLocals;
      if (options.strict) {
        options._with = false;
      } else {
        options._with = typeof opts._with != "undefined" ? opts._with : true;
      }
      this.opts = options;
      this.regex = this.createRegex();
    }
    Template.modes = {
      EVAL: "eval",
      ESCAPED: "escaped",
      RAW: "raw",
      COMMENT: "comment",
      LITERAL: "literal"
    };
    Template.prototype = {
      createRegex: function() {
        var str = _REGEX_STRING;
        var delim = utils_js_1.default.escapeRegExpChars(this.opts.delimiter);
        var open = utils_js_1.default.escapeRegExpChars(this.opts.openDelimiter);
        var close = utils_js_1.default.escapeRegExpChars(this.opts.closeDelimiter);
        str = str.replace(/%/g, delim).replace(/</g, open).replace(/>/g, close);
        return new RegExp(str);
      },
      compile: function() {
        var src;
        var fn;
        var opts = this.opts;
        var prepended = "";
        var appended = "";
        var escapeFn = opts.escapeFunction;
        var ctor;
        var sanitizedFilename = opts.filename ? JSON.stringify(opts.filename) : "undefined";
        if (!this.source) {
          this.generateSource();
          prepended += "  ".concat(DECLARATION_KEYWORD, ' __output = "";\n') + "  function __append(s) { if (s !== undefined && s !== null) __output += s }\n";
          if (opts.outputFunctionName) {
            if (!_JS_IDENTIFIER.test(opts.outputFunctionName)) {
              throw new Error("outputFunctionName is not a valid JS identifier.");
            }
            prepended += "  ".concat(DECLARATION_KEYWORD, " ") + opts.outputFunctionName + " = __append;\n";
          }
          if (opts.localsName && !_JS_IDENTIFIER.test(opts.localsName)) {
            throw new Error("localsName is not a valid JS identifier.");
          }
          if (opts.destructuredLocals && opts.destructuredLocals.length) {
            var destructuring = "  ".concat(DECLARATION_KEYWORD, " __locals = (") + opts.localsName + " || {}),\n";
            for (var i = 0; i < opts.destructuredLocals.length; i++) {
              var name_1 = opts.destructuredLocals[i];
              if (!_JS_IDENTIFIER.test(name_1)) {
                throw new Error("destructuredLocals[" + i + "] is not a valid JS identifier.");
              }
              if (i > 0) {
                destructuring += ",\n  ";
              }
              destructuring += name_1 + " = __locals." + name_1;
            }
            prepended += destructuring + ";\n";
          }
          if (opts._with !== false) {
            prepended += "  with (" + opts.localsName + " || {}) {\n";
            appended += "  }\n";
          }
          appended += "  return __output;\n";
          this.source = prepended + this.source + appended;
        }
        if (opts.compileDebug) {
          src = "".concat(DECLARATION_KEYWORD, " __line = 1") + "\n  , __lines = " + JSON.stringify(this.templateText) + "\n  , __filename = " + sanitizedFilename + ";\ntry {\n" + this.source + "} catch (e) {\n  rethrow(e, __lines, __filename, __line, escapeFn);\n}\n";
        } else {
          src = this.source;
        }
        if (opts.strict) {
          src = '"use strict";\n' + src;
        }
        if (opts.debug) {
          console.log(src);
        }
        if (opts.compileDebug && opts.filename) {
          src = src + "\n//# sourceURL=" + sanitizedFilename + "\n";
        }
        try {
          if (opts.async) {
            try {
              ctor = new Function("return (async function(){}).constructor;")();
            } catch (e) {
              if (e instanceof SyntaxError) {
                throw new Error("This environment does not support async/await");
              } else {
                throw e;
              }
            }
          } else {
            ctor = Function;
          }
          fn = new ctor(opts.localsName + ", escapeFn, include, rethrow", src);
        } catch (e) {
          if (e instanceof SyntaxError) {
            if (opts.filename) {
              e.message += " in " + opts.filename;
            }
            e.message += " while compiling ejs\n\n";
            e.message += "If the above error is not helpful, you may want to try EJS-Lint:\n";
            e.message += "https://github.com/RyanZim/EJS-Lint";
            if (!opts.async) {
              e.message += "\n";
              e.message += "Or, if you meant to create an async function, pass `async: true` as an option.";
            }
          }
          throw e;
        }
        var returnedFn = function anonymous(data) {
          var include = function(path, includeData) {
            var d = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), data);
            if (includeData) {
              d = utils_js_1.default.shallowCopy(d, includeData);
            }
            return includeFile(path, opts)(d);
          };
          var locals;
          if (opts.unsafePrototypeLocals) {
            locals = data || utils_js_1.default.createNullProtoObjWherePossible();
          } else {
            locals = utils_js_1.default.shallowCopy(utils_js_1.default.createNullProtoObjWherePossible(), data);
          }
          return fn.apply(opts.context, [locals, escapeFn, include, rethrow]);
        };
        if (opts.filename && typeof Object.defineProperty === "function") {
          var filename = opts.filename;
          var basename = path_1.default.basename(filename, path_1.default.extname(filename));
          try {
            Object.defineProperty(returnedFn, "name", {
              value: basename,
              writable: false,
              enumerable: false,
              configurable: true
            });
          } catch (e) {
          }
        }
        return returnedFn;
      },
      generateSource: function() {
        var opts = this.opts;
        if (opts.rmWhitespace) {
          this.templateText = this.templateText.replace(/[\r\n]+/g, "\n").replace(/^\s+|\s+$/gm, "");
        }
        var self = this;
        var d = this.opts.delimiter;
        var o = this.opts.openDelimiter;
        var c = this.opts.closeDelimiter;
        var openWhitespaceSlurpTag = utils_js_1.default.escapeRegExpChars(o + d + "_");
        var closeWhitespaceSlurpTag = utils_js_1.default.escapeRegExpChars("_" + d + c);
        var openWhitespaceSlurpReplacement = o + d + "_";
        var closeWhitespaceSlurpReplacement = "_" + d + c;
        this.templateText = this.templateText.replace(new RegExp("[ \\t]*" + openWhitespaceSlurpTag, "gm"), openWhitespaceSlurpReplacement).replace(new RegExp(closeWhitespaceSlurpTag + "[ \\t]*", "gm"), closeWhitespaceSlurpReplacement);
        var matches = this.parseTemplateText();
        if (matches && matches.length) {
          matches.forEach(function(line, index) {
            var closing;
            if (line.indexOf(o + d) === 0 && line.indexOf(o + d + d) !== 0) {
              closing = matches[index + 2];
              if (!(closing == d + c || closing == "-" + d + c || closing == "_" + d + c)) {
                throw new Error('Could not find matching close tag for "' + line + '".');
              }
            }
            self.scanLine(line);
          });
        }
      },
      parseTemplateText: function() {
        var str = this.templateText;
        var pat = this.regex;
        var result = pat.exec(str);
        var arr = [];
        var firstPos;
        while (result) {
          firstPos = result.index;
          if (firstPos !== 0) {
            arr.push(str.substring(0, firstPos));
            str = str.slice(firstPos);
          }
          arr.push(result[0]);
          str = str.slice(result[0].length);
          result = pat.exec(str);
        }
        if (str) {
          arr.push(str);
        }
        return arr;
      },
      _addOutput: function(line) {
        if (this.truncate) {
          line = line.replace(/^(?:\r\n|\r|\n)/, "");
          this.truncate = false;
        }
        if (!line) {
          return line;
        }
        line = line.replace(/\\/g, "\\\\");
        line = line.replace(/\n/g, "\\n");
        line = line.replace(/\r/g, "\\r");
        line = line.replace(/"/g, '\\"');
        this.source += '    ; __append("' + line + '")\n';
      },
      scanLine: function(line) {
        var self = this;
        var d = this.opts.delimiter;
        var o = this.opts.openDelimiter;
        var c = this.opts.closeDelimiter;
        var newLineCount = 0;
        newLineCount = line.split("\n").length - 1;
        switch (line) {
          case o + d:
          case o + d + "_":
            this.mode = Template.modes.EVAL;
            break;
          case o + d + "=":
            this.mode = Template.modes.ESCAPED;
            break;
          case o + d + "-":
            this.mode = Template.modes.RAW;
            break;
          case o + d + "#":
            this.mode = Template.modes.COMMENT;
            break;
          case o + d + d:
            this.mode = Template.modes.LITERAL;
            this.source += '    ; __append("' + line.replace(o + d + d, o + d) + '")\n';
            break;
          case d + d + c:
            this.mode = Template.modes.LITERAL;
            this.source += '    ; __append("' + line.replace(d + d + c, d + c) + '")\n';
            break;
          case d + c:
          case "-" + d + c:
          case "_" + d + c:
            if (this.mode == Template.modes.LITERAL) {
              this._addOutput(line);
            }
            this.mode = null;
            this.truncate = line.indexOf("-") === 0 || line.indexOf("_") === 0;
            break;
          default:
            if (this.mode) {
              switch (this.mode) {
                case Template.modes.EVAL:
                case Template.modes.ESCAPED:
                case Template.modes.RAW:
                  if (line.lastIndexOf("//") > line.lastIndexOf("\n")) {
                    line += "\n";
                  }
              }
              switch (this.mode) {
                // Just executing code
                case Template.modes.EVAL:
                  this.source += "    ; " + line + "\n";
                  break;
                // Exec, esc, and output
                case Template.modes.ESCAPED:
                  this.source += "    ; __append(escapeFn(" + stripSemi(line) + "))\n";
                  break;
                // Exec and output
                case Template.modes.RAW:
                  this.source += "    ; __append(" + stripSemi(line) + ")\n";
                  break;
                case Template.modes.COMMENT:
                  break;
                // Literal <%% mode, append as raw output
                case Template.modes.LITERAL:
                  this._addOutput(line);
                  break;
              }
            } else {
              this._addOutput(line);
            }
        }
        if (self.opts.compileDebug && newLineCount) {
          this.currentLine += newLineCount;
          this.source += "    ; __line = " + this.currentLine + "\n";
        }
      }
    };
    ejs.escapeXML = utils_js_1.default.escapeXML;
    ejs.__express = ejs.renderFile;
    if (typeof window != "undefined") {
      window.ejs = ejs;
    }
    module2.exports = ejs;
  }
});

// ../node_modules/ms/index.js
var require_ms = __commonJS({
  "../node_modules/ms/index.js"(exports2, module2) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var w = d * 7;
    var y = d * 365.25;
    module2.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "weeks":
        case "week":
        case "w":
          return n * w;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return Math.round(ms / d) + "d";
      }
      if (msAbs >= h) {
        return Math.round(ms / h) + "h";
      }
      if (msAbs >= m) {
        return Math.round(ms / m) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    function fmtLong(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return plural(ms, msAbs, d, "day");
      }
      if (msAbs >= h) {
        return plural(ms, msAbs, h, "hour");
      }
      if (msAbs >= m) {
        return plural(ms, msAbs, m, "minute");
      }
      if (msAbs >= s) {
        return plural(ms, msAbs, s, "second");
      }
      return ms + " ms";
    }
    function plural(ms, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// ../node_modules/debug/src/common.js
var require_common = __commonJS({
  "../node_modules/debug/src/common.js"(exports2, module2) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms = curr - (prevTime || curr);
          self.diff = ms;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v) => {
            enableOverride = v;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns of split) {
          if (ns[0] === "-") {
            createDebug.skips.push(ns.slice(1));
          } else {
            createDebug.names.push(ns);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns of createDebug.names) {
          if (matchesTemplate(name, ns)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module2.exports = setup;
  }
});

// ../node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "../node_modules/debug/src/browser.js"(exports2, module2) {
    exports2.formatArgs = formatArgs;
    exports2.save = save;
    exports2.load = load;
    exports2.useColors = useColors;
    exports2.storage = localstorage();
    exports2.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports2.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module2.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    exports2.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports2.storage.setItem("debug", namespaces);
        } else {
          exports2.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r;
      try {
        r = exports2.storage.getItem("debug") || exports2.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module2.exports = require_common()(exports2);
    var { formatters } = module2.exports;
    formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// ../node_modules/has-flag/index.js
var require_has_flag = __commonJS({
  "../node_modules/has-flag/index.js"(exports2, module2) {
    "use strict";
    module2.exports = (flag, argv = process.argv) => {
      const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
      const position = argv.indexOf(prefix + flag);
      const terminatorPosition = argv.indexOf("--");
      return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
    };
  }
});

// ../node_modules/supports-color/index.js
var require_supports_color = __commonJS({
  "../node_modules/supports-color/index.js"(exports2, module2) {
    "use strict";
    var os2 = require("os");
    var tty = require("tty");
    var hasFlag = require_has_flag();
    var { env } = process;
    var flagForceColor;
    if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
      flagForceColor = 0;
    } else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
      flagForceColor = 1;
    }
    function envForceColor() {
      if ("FORCE_COLOR" in env) {
        if (env.FORCE_COLOR === "true") {
          return 1;
        }
        if (env.FORCE_COLOR === "false") {
          return 0;
        }
        return env.FORCE_COLOR.length === 0 ? 1 : Math.min(Number.parseInt(env.FORCE_COLOR, 10), 3);
      }
    }
    function translateLevel(level) {
      if (level === 0) {
        return false;
      }
      return {
        level,
        hasBasic: true,
        has256: level >= 2,
        has16m: level >= 3
      };
    }
    function supportsColor(haveStream, { streamIsTTY, sniffFlags = true } = {}) {
      const noFlagForceColor = envForceColor();
      if (noFlagForceColor !== void 0) {
        flagForceColor = noFlagForceColor;
      }
      const forceColor = sniffFlags ? flagForceColor : noFlagForceColor;
      if (forceColor === 0) {
        return 0;
      }
      if (sniffFlags) {
        if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
          return 3;
        }
        if (hasFlag("color=256")) {
          return 2;
        }
      }
      if (haveStream && !streamIsTTY && forceColor === void 0) {
        return 0;
      }
      const min = forceColor || 0;
      if (env.TERM === "dumb") {
        return min;
      }
      if (process.platform === "win32") {
        const osRelease = os2.release().split(".");
        if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
          return Number(osRelease[2]) >= 14931 ? 3 : 2;
        }
        return 1;
      }
      if ("CI" in env) {
        if (["TRAVIS", "CIRCLECI", "APPVEYOR", "GITLAB_CI", "GITHUB_ACTIONS", "BUILDKITE", "DRONE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
          return 1;
        }
        return min;
      }
      if ("TEAMCITY_VERSION" in env) {
        return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
      }
      if (env.COLORTERM === "truecolor") {
        return 3;
      }
      if ("TERM_PROGRAM" in env) {
        const version = Number.parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
        switch (env.TERM_PROGRAM) {
          case "iTerm.app":
            return version >= 3 ? 3 : 2;
          case "Apple_Terminal":
            return 2;
        }
      }
      if (/-256(color)?$/i.test(env.TERM)) {
        return 2;
      }
      if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
        return 1;
      }
      if ("COLORTERM" in env) {
        return 1;
      }
      return min;
    }
    function getSupportLevel(stream, options = {}) {
      const level = supportsColor(stream, {
        streamIsTTY: stream && stream.isTTY,
        ...options
      });
      return translateLevel(level);
    }
    module2.exports = {
      supportsColor: getSupportLevel,
      stdout: getSupportLevel({ isTTY: tty.isatty(1) }),
      stderr: getSupportLevel({ isTTY: tty.isatty(2) })
    };
  }
});

// ../node_modules/debug/src/node.js
var require_node = __commonJS({
  "../node_modules/debug/src/node.js"(exports2, module2) {
    var tty = require("tty");
    var util = require("util");
    exports2.init = init;
    exports2.log = log;
    exports2.formatArgs = formatArgs;
    exports2.save = save;
    exports2.load = load;
    exports2.useColors = useColors;
    exports2.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports2.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = require_supports_color();
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports2.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports2.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_, k) => {
        return k.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports2.inspectOpts ? Boolean(exports2.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c = this.color;
        const colorCode = "\x1B[3" + (c < 8 ? c : "8;5;" + c);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module2.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports2.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports2.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports2.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports2.inspectOpts[keys[i]];
      }
    }
    module2.exports = require_common()(exports2);
    var { formatters } = module2.exports;
    formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
  }
});

// ../node_modules/debug/src/index.js
var require_src = __commonJS({
  "../node_modules/debug/src/index.js"(exports2, module2) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module2.exports = require_browser();
    } else {
      module2.exports = require_node();
    }
  }
});

// ../node_modules/@oclif/core/lib/logger.js
var require_logger = __commonJS({
  "../node_modules/@oclif/core/lib/logger.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.getLogger = getLogger;
    exports2.makeDebug = makeDebug;
    exports2.setLogger = setLogger;
    exports2.clearLoggers = clearLoggers;
    var debug_1 = __importDefault(require_src());
    var OCLIF_NS = "oclif";
    function makeLogger(namespace = OCLIF_NS) {
      const debug = (0, debug_1.default)(namespace);
      return {
        child: (ns, delimiter) => makeLogger(`${namespace}${delimiter ?? ":"}${ns}`),
        debug,
        error: (formatter, ...args) => makeLogger(`${namespace}:error`).debug(formatter, ...args),
        info: debug,
        namespace,
        trace: debug,
        warn: debug
      };
    }
    var cachedLoggers = /* @__PURE__ */ new Map();
    function getLogger(namespace) {
      let rootLogger = cachedLoggers.get("root");
      if (!rootLogger) {
        set(makeLogger(OCLIF_NS));
      }
      rootLogger = cachedLoggers.get("root");
      if (namespace) {
        const cachedLogger = cachedLoggers.get(namespace);
        if (cachedLogger)
          return cachedLogger;
        const logger = rootLogger.child(namespace);
        cachedLoggers.set(namespace, logger);
        return logger;
      }
      return rootLogger;
    }
    function ensureItMatchesInterface(newLogger) {
      return typeof newLogger.child === "function" && typeof newLogger.debug === "function" && typeof newLogger.error === "function" && typeof newLogger.info === "function" && typeof newLogger.trace === "function" && typeof newLogger.warn === "function" && typeof newLogger.namespace === "string";
    }
    function set(newLogger) {
      if (cachedLoggers.has(newLogger.namespace))
        return;
      if (cachedLoggers.has("root"))
        return;
      if (ensureItMatchesInterface(newLogger)) {
        cachedLoggers.set(newLogger.namespace, newLogger);
        cachedLoggers.set("root", newLogger);
      } else {
        process.emitWarning("Logger does not match the Logger interface. Using default logger.");
      }
    }
    function makeDebug(namespace) {
      return (formatter, ...args) => getLogger(namespace).debug(formatter, ...args);
    }
    function setLogger(loadOptions) {
      if (loadOptions && typeof loadOptions !== "string" && "logger" in loadOptions && loadOptions.logger) {
        set(loadOptions.logger);
      } else {
        set(makeLogger(OCLIF_NS));
      }
    }
    function clearLoggers() {
      cachedLoggers.clear();
    }
  }
});

// ../node_modules/@oclif/core/lib/ux/write.js
var require_write = __commonJS({
  "../node_modules/@oclif/core/lib/ux/write.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.stderr = exports2.stdout = void 0;
    var node_util_1 = require("node:util");
    var stdout = (str, ...args) => {
      if (!str && args) {
        console.log((0, node_util_1.format)(...args));
      } else if (!str) {
        console.log();
      } else if (typeof str === "string") {
        console.log((0, node_util_1.format)(str, ...args));
      } else {
        console.log((0, node_util_1.format)(...str, ...args));
      }
    };
    exports2.stdout = stdout;
    var stderr = (str, ...args) => {
      if (!str && args) {
        console.error((0, node_util_1.format)(...args));
      } else if (!str) {
        console.error();
      } else if (typeof str === "string") {
        console.error((0, node_util_1.format)(str, ...args));
      } else {
        console.error((0, node_util_1.format)(...str, ...args));
      }
    };
    exports2.stderr = stderr;
  }
});

// ../node_modules/escape-string-regexp/index.js
var require_escape_string_regexp = __commonJS({
  "../node_modules/escape-string-regexp/index.js"(exports2, module2) {
    "use strict";
    module2.exports = (string) => {
      if (typeof string !== "string") {
        throw new TypeError("Expected a string");
      }
      return string.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
    };
  }
});

// ../node_modules/clean-stack/index.js
var require_clean_stack = __commonJS({
  "../node_modules/clean-stack/index.js"(exports2, module2) {
    "use strict";
    var os2 = require("os");
    var escapeStringRegexp = require_escape_string_regexp();
    var extractPathRegex = /\s+at.*[(\s](.*)\)?/;
    var pathRegex = /^(?:(?:(?:node|(?:(?:node:)?internal\/[\w/]*|.*node_modules\/(?:babel-polyfill|pirates)\/.*)?\w+)(?:\.js)?:\d+:\d+)|native)/;
    var homeDir = typeof os2.homedir === "undefined" ? "" : os2.homedir();
    module2.exports = (stack, { pretty = false, basePath } = {}) => {
      const basePathRegex = basePath && new RegExp(`(at | \\()${escapeStringRegexp(basePath)}`, "g");
      return stack.replace(/\\/g, "/").split("\n").filter((line) => {
        const pathMatches = line.match(extractPathRegex);
        if (pathMatches === null || !pathMatches[1]) {
          return true;
        }
        const match = pathMatches[1];
        if (match.includes(".app/Contents/Resources/electron.asar") || match.includes(".app/Contents/Resources/default_app.asar")) {
          return false;
        }
        return !pathRegex.test(match);
      }).filter((line) => line.trim() !== "").map((line) => {
        if (basePathRegex) {
          line = line.replace(basePathRegex, "$1");
        }
        if (pretty) {
          line = line.replace(extractPathRegex, (m, p1) => m.replace(p1, p1.replace(homeDir, "~")));
        }
        return line;
      }).join("\n");
    };
  }
});

// ../node_modules/indent-string/index.js
var require_indent_string = __commonJS({
  "../node_modules/indent-string/index.js"(exports2, module2) {
    "use strict";
    module2.exports = (string, count = 1, options) => {
      options = {
        indent: " ",
        includeEmptyLines: false,
        ...options
      };
      if (typeof string !== "string") {
        throw new TypeError(
          `Expected \`input\` to be a \`string\`, got \`${typeof string}\``
        );
      }
      if (typeof count !== "number") {
        throw new TypeError(
          `Expected \`count\` to be a \`number\`, got \`${typeof count}\``
        );
      }
      if (typeof options.indent !== "string") {
        throw new TypeError(
          `Expected \`options.indent\` to be a \`string\`, got \`${typeof options.indent}\``
        );
      }
      if (count === 0) {
        return string;
      }
      const regex = options.includeEmptyLines ? /^/gm : /^(?!\s*$)/gm;
      return string.replace(regex, options.indent.repeat(count));
    };
  }
});

// ../node_modules/ansi-regex/index.js
var require_ansi_regex = __commonJS({
  "../node_modules/ansi-regex/index.js"(exports2, module2) {
    "use strict";
    module2.exports = ({ onlyFirst = false } = {}) => {
      const pattern = [
        "[\\u001B\\u009B][[\\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)",
        "(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))"
      ].join("|");
      return new RegExp(pattern, onlyFirst ? void 0 : "g");
    };
  }
});

// ../node_modules/strip-ansi/index.js
var require_strip_ansi = __commonJS({
  "../node_modules/strip-ansi/index.js"(exports2, module2) {
    "use strict";
    var ansiRegex = require_ansi_regex();
    module2.exports = (string) => typeof string === "string" ? string.replace(ansiRegex(), "") : string;
  }
});

// ../node_modules/is-fullwidth-code-point/index.js
var require_is_fullwidth_code_point = __commonJS({
  "../node_modules/is-fullwidth-code-point/index.js"(exports2, module2) {
    "use strict";
    var isFullwidthCodePoint = (codePoint) => {
      if (Number.isNaN(codePoint)) {
        return false;
      }
      if (codePoint >= 4352 && (codePoint <= 4447 || // Hangul Jamo
      codePoint === 9001 || // LEFT-POINTING ANGLE BRACKET
      codePoint === 9002 || // RIGHT-POINTING ANGLE BRACKET
      // CJK Radicals Supplement .. Enclosed CJK Letters and Months
      11904 <= codePoint && codePoint <= 12871 && codePoint !== 12351 || // Enclosed CJK Letters and Months .. CJK Unified Ideographs Extension A
      12880 <= codePoint && codePoint <= 19903 || // CJK Unified Ideographs .. Yi Radicals
      19968 <= codePoint && codePoint <= 42182 || // Hangul Jamo Extended-A
      43360 <= codePoint && codePoint <= 43388 || // Hangul Syllables
      44032 <= codePoint && codePoint <= 55203 || // CJK Compatibility Ideographs
      63744 <= codePoint && codePoint <= 64255 || // Vertical Forms
      65040 <= codePoint && codePoint <= 65049 || // CJK Compatibility Forms .. Small Form Variants
      65072 <= codePoint && codePoint <= 65131 || // Halfwidth and Fullwidth Forms
      65281 <= codePoint && codePoint <= 65376 || 65504 <= codePoint && codePoint <= 65510 || // Kana Supplement
      110592 <= codePoint && codePoint <= 110593 || // Enclosed Ideographic Supplement
      127488 <= codePoint && codePoint <= 127569 || // CJK Unified Ideographs Extension B .. Tertiary Ideographic Plane
      131072 <= codePoint && codePoint <= 262141)) {
        return true;
      }
      return false;
    };
    module2.exports = isFullwidthCodePoint;
    module2.exports.default = isFullwidthCodePoint;
  }
});

// ../node_modules/emoji-regex/index.js
var require_emoji_regex = __commonJS({
  "../node_modules/emoji-regex/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function() {
      return /\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62(?:\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67|\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74|\uDB40\uDC77\uDB40\uDC6C\uDB40\uDC73)\uDB40\uDC7F|\uD83D\uDC68(?:\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68\uD83C\uDFFB|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFE])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D)?\uD83D\uDC68|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D[\uDC68\uDC69])\u200D(?:\uD83D[\uDC66\uDC67])|[\u2695\u2696\u2708]\uFE0F|\uD83D[\uDC66\uDC67]|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|(?:\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708])\uFE0F|\uD83C\uDFFB\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C[\uDFFB-\uDFFF])|(?:\uD83E\uDDD1\uD83C\uDFFB\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)\uD83C\uDFFB|\uD83E\uDDD1(?:\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1)|(?:\uD83E\uDDD1\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFF\u200D\uD83E\uDD1D\u200D(?:\uD83D[\uDC68\uDC69]))(?:\uD83C[\uDFFB-\uDFFE])|(?:\uD83E\uDDD1\uD83C\uDFFC\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB\uDFFC])|\uD83D\uDC69(?:\uD83C\uDFFE\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFC\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFB\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFC-\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFD\u200D(?:\uD83E\uDD1D\u200D\uD83D\uDC68(?:\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\u200D(?:\u2764\uFE0F\u200D(?:\uD83D\uDC8B\u200D(?:\uD83D[\uDC68\uDC69])|\uD83D[\uDC68\uDC69])|\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD])|\uD83C\uDFFF\u200D(?:\uD83C[\uDF3E\uDF73\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E[\uDDAF-\uDDB3\uDDBC\uDDBD]))|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67]))|(?:\uD83E\uDDD1\uD83C\uDFFD\u200D\uD83E\uDD1D\u200D\uD83E\uDDD1|\uD83D\uDC69\uD83C\uDFFE\u200D\uD83E\uDD1D\u200D\uD83D\uDC69)(?:\uD83C[\uDFFB-\uDFFD])|\uD83D\uDC69\u200D\uD83D\uDC66\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC69\u200D(?:\uD83D[\uDC66\uDC67])|(?:\uD83D\uDC41\uFE0F\u200D\uD83D\uDDE8|\uD83D\uDC69(?:\uD83C\uDFFF\u200D[\u2695\u2696\u2708]|\uD83C\uDFFE\u200D[\u2695\u2696\u2708]|\uD83C\uDFFC\u200D[\u2695\u2696\u2708]|\uD83C\uDFFB\u200D[\u2695\u2696\u2708]|\uD83C\uDFFD\u200D[\u2695\u2696\u2708]|\u200D[\u2695\u2696\u2708])|(?:(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)\uFE0F|\uD83D\uDC6F|\uD83E[\uDD3C\uDDDE\uDDDF])\u200D[\u2640\u2642]|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:(?:\uD83C[\uDFFB-\uDFFF])\u200D[\u2640\u2642]|\u200D[\u2640\u2642])|\uD83C\uDFF4\u200D\u2620)\uFE0F|\uD83D\uDC69\u200D\uD83D\uDC67\u200D(?:\uD83D[\uDC66\uDC67])|\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08|\uD83D\uDC15\u200D\uD83E\uDDBA|\uD83D\uDC69\u200D\uD83D\uDC66|\uD83D\uDC69\u200D\uD83D\uDC67|\uD83C\uDDFD\uD83C\uDDF0|\uD83C\uDDF4\uD83C\uDDF2|\uD83C\uDDF6\uD83C\uDDE6|[#\*0-9]\uFE0F\u20E3|\uD83C\uDDE7(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEF\uDDF1-\uDDF4\uDDF6-\uDDF9\uDDFB\uDDFC\uDDFE\uDDFF])|\uD83C\uDDF9(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDED\uDDEF-\uDDF4\uDDF7\uDDF9\uDDFB\uDDFC\uDDFF])|\uD83C\uDDEA(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDED\uDDF7-\uDDFA])|\uD83E\uDDD1(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF7(?:\uD83C[\uDDEA\uDDF4\uDDF8\uDDFA\uDDFC])|\uD83D\uDC69(?:\uD83C[\uDFFB-\uDFFF])|\uD83C\uDDF2(?:\uD83C[\uDDE6\uDDE8-\uDDED\uDDF0-\uDDFF])|\uD83C\uDDE6(?:\uD83C[\uDDE8-\uDDEC\uDDEE\uDDF1\uDDF2\uDDF4\uDDF6-\uDDFA\uDDFC\uDDFD\uDDFF])|\uD83C\uDDF0(?:\uD83C[\uDDEA\uDDEC-\uDDEE\uDDF2\uDDF3\uDDF5\uDDF7\uDDFC\uDDFE\uDDFF])|\uD83C\uDDED(?:\uD83C[\uDDF0\uDDF2\uDDF3\uDDF7\uDDF9\uDDFA])|\uD83C\uDDE9(?:\uD83C[\uDDEA\uDDEC\uDDEF\uDDF0\uDDF2\uDDF4\uDDFF])|\uD83C\uDDFE(?:\uD83C[\uDDEA\uDDF9])|\uD83C\uDDEC(?:\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEE\uDDF1-\uDDF3\uDDF5-\uDDFA\uDDFC\uDDFE])|\uD83C\uDDF8(?:\uD83C[\uDDE6-\uDDEA\uDDEC-\uDDF4\uDDF7-\uDDF9\uDDFB\uDDFD-\uDDFF])|\uD83C\uDDEB(?:\uD83C[\uDDEE-\uDDF0\uDDF2\uDDF4\uDDF7])|\uD83C\uDDF5(?:\uD83C[\uDDE6\uDDEA-\uDDED\uDDF0-\uDDF3\uDDF7-\uDDF9\uDDFC\uDDFE])|\uD83C\uDDFB(?:\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDEE\uDDF3\uDDFA])|\uD83C\uDDF3(?:\uD83C[\uDDE6\uDDE8\uDDEA-\uDDEC\uDDEE\uDDF1\uDDF4\uDDF5\uDDF7\uDDFA\uDDFF])|\uD83C\uDDE8(?:\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDEE\uDDF0-\uDDF5\uDDF7\uDDFA-\uDDFF])|\uD83C\uDDF1(?:\uD83C[\uDDE6-\uDDE8\uDDEE\uDDF0\uDDF7-\uDDFB\uDDFE])|\uD83C\uDDFF(?:\uD83C[\uDDE6\uDDF2\uDDFC])|\uD83C\uDDFC(?:\uD83C[\uDDEB\uDDF8])|\uD83C\uDDFA(?:\uD83C[\uDDE6\uDDEC\uDDF2\uDDF3\uDDF8\uDDFE\uDDFF])|\uD83C\uDDEE(?:\uD83C[\uDDE8-\uDDEA\uDDF1-\uDDF4\uDDF6-\uDDF9])|\uD83C\uDDEF(?:\uD83C[\uDDEA\uDDF2\uDDF4\uDDF5])|(?:\uD83C[\uDFC3\uDFC4\uDFCA]|\uD83D[\uDC6E\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4-\uDEB6]|\uD83E[\uDD26\uDD37-\uDD39\uDD3D\uDD3E\uDDB8\uDDB9\uDDCD-\uDDCF\uDDD6-\uDDDD])(?:\uD83C[\uDFFB-\uDFFF])|(?:\u26F9|\uD83C[\uDFCB\uDFCC]|\uD83D\uDD75)(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u261D\u270A-\u270D]|\uD83C[\uDF85\uDFC2\uDFC7]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66\uDC67\uDC6B-\uDC6D\uDC70\uDC72\uDC74-\uDC76\uDC78\uDC7C\uDC83\uDC85\uDCAA\uDD74\uDD7A\uDD90\uDD95\uDD96\uDE4C\uDE4F\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1C\uDD1E\uDD1F\uDD30-\uDD36\uDDB5\uDDB6\uDDBB\uDDD2-\uDDD5])(?:\uD83C[\uDFFB-\uDFFF])|(?:[\u231A\u231B\u23E9-\u23EC\u23F0\u23F3\u25FD\u25FE\u2614\u2615\u2648-\u2653\u267F\u2693\u26A1\u26AA\u26AB\u26BD\u26BE\u26C4\u26C5\u26CE\u26D4\u26EA\u26F2\u26F3\u26F5\u26FA\u26FD\u2705\u270A\u270B\u2728\u274C\u274E\u2753-\u2755\u2757\u2795-\u2797\u27B0\u27BF\u2B1B\u2B1C\u2B50\u2B55]|\uD83C[\uDC04\uDCCF\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE1A\uDE2F\uDE32-\uDE36\uDE38-\uDE3A\uDE50\uDE51\uDF00-\uDF20\uDF2D-\uDF35\uDF37-\uDF7C\uDF7E-\uDF93\uDFA0-\uDFCA\uDFCF-\uDFD3\uDFE0-\uDFF0\uDFF4\uDFF8-\uDFFF]|\uD83D[\uDC00-\uDC3E\uDC40\uDC42-\uDCFC\uDCFF-\uDD3D\uDD4B-\uDD4E\uDD50-\uDD67\uDD7A\uDD95\uDD96\uDDA4\uDDFB-\uDE4F\uDE80-\uDEC5\uDECC\uDED0-\uDED2\uDED5\uDEEB\uDEEC\uDEF4-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])|(?:[#\*0-9\xA9\xAE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA\u231A\u231B\u2328\u23CF\u23E9-\u23F3\u23F8-\u23FA\u24C2\u25AA\u25AB\u25B6\u25C0\u25FB-\u25FE\u2600-\u2604\u260E\u2611\u2614\u2615\u2618\u261D\u2620\u2622\u2623\u2626\u262A\u262E\u262F\u2638-\u263A\u2640\u2642\u2648-\u2653\u265F\u2660\u2663\u2665\u2666\u2668\u267B\u267E\u267F\u2692-\u2697\u2699\u269B\u269C\u26A0\u26A1\u26AA\u26AB\u26B0\u26B1\u26BD\u26BE\u26C4\u26C5\u26C8\u26CE\u26CF\u26D1\u26D3\u26D4\u26E9\u26EA\u26F0-\u26F5\u26F7-\u26FA\u26FD\u2702\u2705\u2708-\u270D\u270F\u2712\u2714\u2716\u271D\u2721\u2728\u2733\u2734\u2744\u2747\u274C\u274E\u2753-\u2755\u2757\u2763\u2764\u2795-\u2797\u27A1\u27B0\u27BF\u2934\u2935\u2B05-\u2B07\u2B1B\u2B1C\u2B50\u2B55\u3030\u303D\u3297\u3299]|\uD83C[\uDC04\uDCCF\uDD70\uDD71\uDD7E\uDD7F\uDD8E\uDD91-\uDD9A\uDDE6-\uDDFF\uDE01\uDE02\uDE1A\uDE2F\uDE32-\uDE3A\uDE50\uDE51\uDF00-\uDF21\uDF24-\uDF93\uDF96\uDF97\uDF99-\uDF9B\uDF9E-\uDFF0\uDFF3-\uDFF5\uDFF7-\uDFFF]|\uD83D[\uDC00-\uDCFD\uDCFF-\uDD3D\uDD49-\uDD4E\uDD50-\uDD67\uDD6F\uDD70\uDD73-\uDD7A\uDD87\uDD8A-\uDD8D\uDD90\uDD95\uDD96\uDDA4\uDDA5\uDDA8\uDDB1\uDDB2\uDDBC\uDDC2-\uDDC4\uDDD1-\uDDD3\uDDDC-\uDDDE\uDDE1\uDDE3\uDDE8\uDDEF\uDDF3\uDDFA-\uDE4F\uDE80-\uDEC5\uDECB-\uDED2\uDED5\uDEE0-\uDEE5\uDEE9\uDEEB\uDEEC\uDEF0\uDEF3-\uDEFA\uDFE0-\uDFEB]|\uD83E[\uDD0D-\uDD3A\uDD3C-\uDD45\uDD47-\uDD71\uDD73-\uDD76\uDD7A-\uDDA2\uDDA5-\uDDAA\uDDAE-\uDDCA\uDDCD-\uDDFF\uDE70-\uDE73\uDE78-\uDE7A\uDE80-\uDE82\uDE90-\uDE95])\uFE0F|(?:[\u261D\u26F9\u270A-\u270D]|\uD83C[\uDF85\uDFC2-\uDFC4\uDFC7\uDFCA-\uDFCC]|\uD83D[\uDC42\uDC43\uDC46-\uDC50\uDC66-\uDC78\uDC7C\uDC81-\uDC83\uDC85-\uDC87\uDC8F\uDC91\uDCAA\uDD74\uDD75\uDD7A\uDD90\uDD95\uDD96\uDE45-\uDE47\uDE4B-\uDE4F\uDEA3\uDEB4-\uDEB6\uDEC0\uDECC]|\uD83E[\uDD0F\uDD18-\uDD1F\uDD26\uDD30-\uDD39\uDD3C-\uDD3E\uDDB5\uDDB6\uDDB8\uDDB9\uDDBB\uDDCD-\uDDCF\uDDD1-\uDDDD])/g;
    };
  }
});

// ../node_modules/string-width/index.js
var require_string_width = __commonJS({
  "../node_modules/string-width/index.js"(exports2, module2) {
    "use strict";
    var stripAnsi = require_strip_ansi();
    var isFullwidthCodePoint = require_is_fullwidth_code_point();
    var emojiRegex = require_emoji_regex();
    var stringWidth = (string) => {
      if (typeof string !== "string" || string.length === 0) {
        return 0;
      }
      string = stripAnsi(string);
      if (string.length === 0) {
        return 0;
      }
      string = string.replace(emojiRegex(), "  ");
      let width = 0;
      for (let i = 0; i < string.length; i++) {
        const code = string.codePointAt(i);
        if (code <= 31 || code >= 127 && code <= 159) {
          continue;
        }
        if (code >= 768 && code <= 879) {
          continue;
        }
        if (code > 65535) {
          i++;
        }
        width += isFullwidthCodePoint(code) ? 2 : 1;
      }
      return width;
    };
    module2.exports = stringWidth;
    module2.exports.default = stringWidth;
  }
});

// ../node_modules/color-name/index.js
var require_color_name = __commonJS({
  "../node_modules/color-name/index.js"(exports2, module2) {
    "use strict";
    module2.exports = {
      "aliceblue": [240, 248, 255],
      "antiquewhite": [250, 235, 215],
      "aqua": [0, 255, 255],
      "aquamarine": [127, 255, 212],
      "azure": [240, 255, 255],
      "beige": [245, 245, 220],
      "bisque": [255, 228, 196],
      "black": [0, 0, 0],
      "blanchedalmond": [255, 235, 205],
      "blue": [0, 0, 255],
      "blueviolet": [138, 43, 226],
      "brown": [165, 42, 42],
      "burlywood": [222, 184, 135],
      "cadetblue": [95, 158, 160],
      "chartreuse": [127, 255, 0],
      "chocolate": [210, 105, 30],
      "coral": [255, 127, 80],
      "cornflowerblue": [100, 149, 237],
      "cornsilk": [255, 248, 220],
      "crimson": [220, 20, 60],
      "cyan": [0, 255, 255],
      "darkblue": [0, 0, 139],
      "darkcyan": [0, 139, 139],
      "darkgoldenrod": [184, 134, 11],
      "darkgray": [169, 169, 169],
      "darkgreen": [0, 100, 0],
      "darkgrey": [169, 169, 169],
      "darkkhaki": [189, 183, 107],
      "darkmagenta": [139, 0, 139],
      "darkolivegreen": [85, 107, 47],
      "darkorange": [255, 140, 0],
      "darkorchid": [153, 50, 204],
      "darkred": [139, 0, 0],
      "darksalmon": [233, 150, 122],
      "darkseagreen": [143, 188, 143],
      "darkslateblue": [72, 61, 139],
      "darkslategray": [47, 79, 79],
      "darkslategrey": [47, 79, 79],
      "darkturquoise": [0, 206, 209],
      "darkviolet": [148, 0, 211],
      "deeppink": [255, 20, 147],
      "deepskyblue": [0, 191, 255],
      "dimgray": [105, 105, 105],
      "dimgrey": [105, 105, 105],
      "dodgerblue": [30, 144, 255],
      "firebrick": [178, 34, 34],
      "floralwhite": [255, 250, 240],
      "forestgreen": [34, 139, 34],
      "fuchsia": [255, 0, 255],
      "gainsboro": [220, 220, 220],
      "ghostwhite": [248, 248, 255],
      "gold": [255, 215, 0],
      "goldenrod": [218, 165, 32],
      "gray": [128, 128, 128],
      "green": [0, 128, 0],
      "greenyellow": [173, 255, 47],
      "grey": [128, 128, 128],
      "honeydew": [240, 255, 240],
      "hotpink": [255, 105, 180],
      "indianred": [205, 92, 92],
      "indigo": [75, 0, 130],
      "ivory": [255, 255, 240],
      "khaki": [240, 230, 140],
      "lavender": [230, 230, 250],
      "lavenderblush": [255, 240, 245],
      "lawngreen": [124, 252, 0],
      "lemonchiffon": [255, 250, 205],
      "lightblue": [173, 216, 230],
      "lightcoral": [240, 128, 128],
      "lightcyan": [224, 255, 255],
      "lightgoldenrodyellow": [250, 250, 210],
      "lightgray": [211, 211, 211],
      "lightgreen": [144, 238, 144],
      "lightgrey": [211, 211, 211],
      "lightpink": [255, 182, 193],
      "lightsalmon": [255, 160, 122],
      "lightseagreen": [32, 178, 170],
      "lightskyblue": [135, 206, 250],
      "lightslategray": [119, 136, 153],
      "lightslategrey": [119, 136, 153],
      "lightsteelblue": [176, 196, 222],
      "lightyellow": [255, 255, 224],
      "lime": [0, 255, 0],
      "limegreen": [50, 205, 50],
      "linen": [250, 240, 230],
      "magenta": [255, 0, 255],
      "maroon": [128, 0, 0],
      "mediumaquamarine": [102, 205, 170],
      "mediumblue": [0, 0, 205],
      "mediumorchid": [186, 85, 211],
      "mediumpurple": [147, 112, 219],
      "mediumseagreen": [60, 179, 113],
      "mediumslateblue": [123, 104, 238],
      "mediumspringgreen": [0, 250, 154],
      "mediumturquoise": [72, 209, 204],
      "mediumvioletred": [199, 21, 133],
      "midnightblue": [25, 25, 112],
      "mintcream": [245, 255, 250],
      "mistyrose": [255, 228, 225],
      "moccasin": [255, 228, 181],
      "navajowhite": [255, 222, 173],
      "navy": [0, 0, 128],
      "oldlace": [253, 245, 230],
      "olive": [128, 128, 0],
      "olivedrab": [107, 142, 35],
      "orange": [255, 165, 0],
      "orangered": [255, 69, 0],
      "orchid": [218, 112, 214],
      "palegoldenrod": [238, 232, 170],
      "palegreen": [152, 251, 152],
      "paleturquoise": [175, 238, 238],
      "palevioletred": [219, 112, 147],
      "papayawhip": [255, 239, 213],
      "peachpuff": [255, 218, 185],
      "peru": [205, 133, 63],
      "pink": [255, 192, 203],
      "plum": [221, 160, 221],
      "powderblue": [176, 224, 230],
      "purple": [128, 0, 128],
      "rebeccapurple": [102, 51, 153],
      "red": [255, 0, 0],
      "rosybrown": [188, 143, 143],
      "royalblue": [65, 105, 225],
      "saddlebrown": [139, 69, 19],
      "salmon": [250, 128, 114],
      "sandybrown": [244, 164, 96],
      "seagreen": [46, 139, 87],
      "seashell": [255, 245, 238],
      "sienna": [160, 82, 45],
      "silver": [192, 192, 192],
      "skyblue": [135, 206, 235],
      "slateblue": [106, 90, 205],
      "slategray": [112, 128, 144],
      "slategrey": [112, 128, 144],
      "snow": [255, 250, 250],
      "springgreen": [0, 255, 127],
      "steelblue": [70, 130, 180],
      "tan": [210, 180, 140],
      "teal": [0, 128, 128],
      "thistle": [216, 191, 216],
      "tomato": [255, 99, 71],
      "turquoise": [64, 224, 208],
      "violet": [238, 130, 238],
      "wheat": [245, 222, 179],
      "white": [255, 255, 255],
      "whitesmoke": [245, 245, 245],
      "yellow": [255, 255, 0],
      "yellowgreen": [154, 205, 50]
    };
  }
});

// ../node_modules/color-convert/conversions.js
var require_conversions = __commonJS({
  "../node_modules/color-convert/conversions.js"(exports2, module2) {
    var cssKeywords = require_color_name();
    var reverseKeywords = {};
    for (const key of Object.keys(cssKeywords)) {
      reverseKeywords[cssKeywords[key]] = key;
    }
    var convert = {
      rgb: { channels: 3, labels: "rgb" },
      hsl: { channels: 3, labels: "hsl" },
      hsv: { channels: 3, labels: "hsv" },
      hwb: { channels: 3, labels: "hwb" },
      cmyk: { channels: 4, labels: "cmyk" },
      xyz: { channels: 3, labels: "xyz" },
      lab: { channels: 3, labels: "lab" },
      lch: { channels: 3, labels: "lch" },
      hex: { channels: 1, labels: ["hex"] },
      keyword: { channels: 1, labels: ["keyword"] },
      ansi16: { channels: 1, labels: ["ansi16"] },
      ansi256: { channels: 1, labels: ["ansi256"] },
      hcg: { channels: 3, labels: ["h", "c", "g"] },
      apple: { channels: 3, labels: ["r16", "g16", "b16"] },
      gray: { channels: 1, labels: ["gray"] }
    };
    module2.exports = convert;
    for (const model of Object.keys(convert)) {
      if (!("channels" in convert[model])) {
        throw new Error("missing channels property: " + model);
      }
      if (!("labels" in convert[model])) {
        throw new Error("missing channel labels property: " + model);
      }
      if (convert[model].labels.length !== convert[model].channels) {
        throw new Error("channel and label counts mismatch: " + model);
      }
      const { channels, labels } = convert[model];
      delete convert[model].channels;
      delete convert[model].labels;
      Object.defineProperty(convert[model], "channels", { value: channels });
      Object.defineProperty(convert[model], "labels", { value: labels });
    }
    convert.rgb.hsl = function(rgb) {
      const r = rgb[0] / 255;
      const g = rgb[1] / 255;
      const b = rgb[2] / 255;
      const min = Math.min(r, g, b);
      const max = Math.max(r, g, b);
      const delta = max - min;
      let h;
      let s;
      if (max === min) {
        h = 0;
      } else if (r === max) {
        h = (g - b) / delta;
      } else if (g === max) {
        h = 2 + (b - r) / delta;
      } else if (b === max) {
        h = 4 + (r - g) / delta;
      }
      h = Math.min(h * 60, 360);
      if (h < 0) {
        h += 360;
      }
      const l = (min + max) / 2;
      if (max === min) {
        s = 0;
      } else if (l <= 0.5) {
        s = delta / (max + min);
      } else {
        s = delta / (2 - max - min);
      }
      return [h, s * 100, l * 100];
    };
    convert.rgb.hsv = function(rgb) {
      let rdif;
      let gdif;
      let bdif;
      let h;
      let s;
      const r = rgb[0] / 255;
      const g = rgb[1] / 255;
      const b = rgb[2] / 255;
      const v = Math.max(r, g, b);
      const diff = v - Math.min(r, g, b);
      const diffc = function(c) {
        return (v - c) / 6 / diff + 1 / 2;
      };
      if (diff === 0) {
        h = 0;
        s = 0;
      } else {
        s = diff / v;
        rdif = diffc(r);
        gdif = diffc(g);
        bdif = diffc(b);
        if (r === v) {
          h = bdif - gdif;
        } else if (g === v) {
          h = 1 / 3 + rdif - bdif;
        } else if (b === v) {
          h = 2 / 3 + gdif - rdif;
        }
        if (h < 0) {
          h += 1;
        } else if (h > 1) {
          h -= 1;
        }
      }
      return [
        h * 360,
        s * 100,
        v * 100
      ];
    };
    convert.rgb.hwb = function(rgb) {
      const r = rgb[0];
      const g = rgb[1];
      let b = rgb[2];
      const h = convert.rgb.hsl(rgb)[0];
      const w = 1 / 255 * Math.min(r, Math.min(g, b));
      b = 1 - 1 / 255 * Math.max(r, Math.max(g, b));
      return [h, w * 100, b * 100];
    };
    convert.rgb.cmyk = function(rgb) {
      const r = rgb[0] / 255;
      const g = rgb[1] / 255;
      const b = rgb[2] / 255;
      const k = Math.min(1 - r, 1 - g, 1 - b);
      const c = (1 - r - k) / (1 - k) || 0;
      const m = (1 - g - k) / (1 - k) || 0;
      const y = (1 - b - k) / (1 - k) || 0;
      return [c * 100, m * 100, y * 100, k * 100];
    };
    function comparativeDistance(x, y) {
      return (x[0] - y[0]) ** 2 + (x[1] - y[1]) ** 2 + (x[2] - y[2]) ** 2;
    }
    convert.rgb.keyword = function(rgb) {
      const reversed = reverseKeywords[rgb];
      if (reversed) {
        return reversed;
      }
      let currentClosestDistance = Infinity;
      let currentClosestKeyword;
      for (const keyword of Object.keys(cssKeywords)) {
        const value = cssKeywords[keyword];
        const distance = comparativeDistance(rgb, value);
        if (distance < currentClosestDistance) {
          currentClosestDistance = distance;
          currentClosestKeyword = keyword;
        }
      }
      return currentClosestKeyword;
    };
    convert.keyword.rgb = function(keyword) {
      return cssKeywords[keyword];
    };
    convert.rgb.xyz = function(rgb) {
      let r = rgb[0] / 255;
      let g = rgb[1] / 255;
      let b = rgb[2] / 255;
      r = r > 0.04045 ? ((r + 0.055) / 1.055) ** 2.4 : r / 12.92;
      g = g > 0.04045 ? ((g + 0.055) / 1.055) ** 2.4 : g / 12.92;
      b = b > 0.04045 ? ((b + 0.055) / 1.055) ** 2.4 : b / 12.92;
      const x = r * 0.4124 + g * 0.3576 + b * 0.1805;
      const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
      const z = r * 0.0193 + g * 0.1192 + b * 0.9505;
      return [x * 100, y * 100, z * 100];
    };
    convert.rgb.lab = function(rgb) {
      const xyz = convert.rgb.xyz(rgb);
      let x = xyz[0];
      let y = xyz[1];
      let z = xyz[2];
      x /= 95.047;
      y /= 100;
      z /= 108.883;
      x = x > 8856e-6 ? x ** (1 / 3) : 7.787 * x + 16 / 116;
      y = y > 8856e-6 ? y ** (1 / 3) : 7.787 * y + 16 / 116;
      z = z > 8856e-6 ? z ** (1 / 3) : 7.787 * z + 16 / 116;
      const l = 116 * y - 16;
      const a = 500 * (x - y);
      const b = 200 * (y - z);
      return [l, a, b];
    };
    convert.hsl.rgb = function(hsl) {
      const h = hsl[0] / 360;
      const s = hsl[1] / 100;
      const l = hsl[2] / 100;
      let t2;
      let t3;
      let val;
      if (s === 0) {
        val = l * 255;
        return [val, val, val];
      }
      if (l < 0.5) {
        t2 = l * (1 + s);
      } else {
        t2 = l + s - l * s;
      }
      const t1 = 2 * l - t2;
      const rgb = [0, 0, 0];
      for (let i = 0; i < 3; i++) {
        t3 = h + 1 / 3 * -(i - 1);
        if (t3 < 0) {
          t3++;
        }
        if (t3 > 1) {
          t3--;
        }
        if (6 * t3 < 1) {
          val = t1 + (t2 - t1) * 6 * t3;
        } else if (2 * t3 < 1) {
          val = t2;
        } else if (3 * t3 < 2) {
          val = t1 + (t2 - t1) * (2 / 3 - t3) * 6;
        } else {
          val = t1;
        }
        rgb[i] = val * 255;
      }
      return rgb;
    };
    convert.hsl.hsv = function(hsl) {
      const h = hsl[0];
      let s = hsl[1] / 100;
      let l = hsl[2] / 100;
      let smin = s;
      const lmin = Math.max(l, 0.01);
      l *= 2;
      s *= l <= 1 ? l : 2 - l;
      smin *= lmin <= 1 ? lmin : 2 - lmin;
      const v = (l + s) / 2;
      const sv = l === 0 ? 2 * smin / (lmin + smin) : 2 * s / (l + s);
      return [h, sv * 100, v * 100];
    };
    convert.hsv.rgb = function(hsv) {
      const h = hsv[0] / 60;
      const s = hsv[1] / 100;
      let v = hsv[2] / 100;
      const hi = Math.floor(h) % 6;
      const f = h - Math.floor(h);
      const p = 255 * v * (1 - s);
      const q = 255 * v * (1 - s * f);
      const t = 255 * v * (1 - s * (1 - f));
      v *= 255;
      switch (hi) {
        case 0:
          return [v, t, p];
        case 1:
          return [q, v, p];
        case 2:
          return [p, v, t];
        case 3:
          return [p, q, v];
        case 4:
          return [t, p, v];
        case 5:
          return [v, p, q];
      }
    };
    convert.hsv.hsl = function(hsv) {
      const h = hsv[0];
      const s = hsv[1] / 100;
      const v = hsv[2] / 100;
      const vmin = Math.max(v, 0.01);
      let sl;
      let l;
      l = (2 - s) * v;
      const lmin = (2 - s) * vmin;
      sl = s * vmin;
      sl /= lmin <= 1 ? lmin : 2 - lmin;
      sl = sl || 0;
      l /= 2;
      return [h, sl * 100, l * 100];
    };
    convert.hwb.rgb = function(hwb) {
      const h = hwb[0] / 360;
      let wh = hwb[1] / 100;
      let bl = hwb[2] / 100;
      const ratio = wh + bl;
      let f;
      if (ratio > 1) {
        wh /= ratio;
        bl /= ratio;
      }
      const i = Math.floor(6 * h);
      const v = 1 - bl;
      f = 6 * h - i;
      if ((i & 1) !== 0) {
        f = 1 - f;
      }
      const n = wh + f * (v - wh);
      let r;
      let g;
      let b;
      switch (i) {
        default:
        case 6:
        case 0:
          r = v;
          g = n;
          b = wh;
          break;
        case 1:
          r = n;
          g = v;
          b = wh;
          break;
        case 2:
          r = wh;
          g = v;
          b = n;
          break;
        case 3:
          r = wh;
          g = n;
          b = v;
          break;
        case 4:
          r = n;
          g = wh;
          b = v;
          break;
        case 5:
          r = v;
          g = wh;
          b = n;
          break;
      }
      return [r * 255, g * 255, b * 255];
    };
    convert.cmyk.rgb = function(cmyk) {
      const c = cmyk[0] / 100;
      const m = cmyk[1] / 100;
      const y = cmyk[2] / 100;
      const k = cmyk[3] / 100;
      const r = 1 - Math.min(1, c * (1 - k) + k);
      const g = 1 - Math.min(1, m * (1 - k) + k);
      const b = 1 - Math.min(1, y * (1 - k) + k);
      return [r * 255, g * 255, b * 255];
    };
    convert.xyz.rgb = function(xyz) {
      const x = xyz[0] / 100;
      const y = xyz[1] / 100;
      const z = xyz[2] / 100;
      let r;
      let g;
      let b;
      r = x * 3.2406 + y * -1.5372 + z * -0.4986;
      g = x * -0.9689 + y * 1.8758 + z * 0.0415;
      b = x * 0.0557 + y * -0.204 + z * 1.057;
      r = r > 31308e-7 ? 1.055 * r ** (1 / 2.4) - 0.055 : r * 12.92;
      g = g > 31308e-7 ? 1.055 * g ** (1 / 2.4) - 0.055 : g * 12.92;
      b = b > 31308e-7 ? 1.055 * b ** (1 / 2.4) - 0.055 : b * 12.92;
      r = Math.min(Math.max(0, r), 1);
      g = Math.min(Math.max(0, g), 1);
      b = Math.min(Math.max(0, b), 1);
      return [r * 255, g * 255, b * 255];
    };
    convert.xyz.lab = function(xyz) {
      let x = xyz[0];
      let y = xyz[1];
      let z = xyz[2];
      x /= 95.047;
      y /= 100;
      z /= 108.883;
      x = x > 8856e-6 ? x ** (1 / 3) : 7.787 * x + 16 / 116;
      y = y > 8856e-6 ? y ** (1 / 3) : 7.787 * y + 16 / 116;
      z = z > 8856e-6 ? z ** (1 / 3) : 7.787 * z + 16 / 116;
      const l = 116 * y - 16;
      const a = 500 * (x - y);
      const b = 200 * (y - z);
      return [l, a, b];
    };
    convert.lab.xyz = function(lab) {
      const l = lab[0];
      const a = lab[1];
      const b = lab[2];
      let x;
      let y;
      let z;
      y = (l + 16) / 116;
      x = a / 500 + y;
      z = y - b / 200;
      const y2 = y ** 3;
      const x2 = x ** 3;
      const z2 = z ** 3;
      y = y2 > 8856e-6 ? y2 : (y - 16 / 116) / 7.787;
      x = x2 > 8856e-6 ? x2 : (x - 16 / 116) / 7.787;
      z = z2 > 8856e-6 ? z2 : (z - 16 / 116) / 7.787;
      x *= 95.047;
      y *= 100;
      z *= 108.883;
      return [x, y, z];
    };
    convert.lab.lch = function(lab) {
      const l = lab[0];
      const a = lab[1];
      const b = lab[2];
      let h;
      const hr = Math.atan2(b, a);
      h = hr * 360 / 2 / Math.PI;
      if (h < 0) {
        h += 360;
      }
      const c = Math.sqrt(a * a + b * b);
      return [l, c, h];
    };
    convert.lch.lab = function(lch) {
      const l = lch[0];
      const c = lch[1];
      const h = lch[2];
      const hr = h / 360 * 2 * Math.PI;
      const a = c * Math.cos(hr);
      const b = c * Math.sin(hr);
      return [l, a, b];
    };
    convert.rgb.ansi16 = function(args, saturation = null) {
      const [r, g, b] = args;
      let value = saturation === null ? convert.rgb.hsv(args)[2] : saturation;
      value = Math.round(value / 50);
      if (value === 0) {
        return 30;
      }
      let ansi = 30 + (Math.round(b / 255) << 2 | Math.round(g / 255) << 1 | Math.round(r / 255));
      if (value === 2) {
        ansi += 60;
      }
      return ansi;
    };
    convert.hsv.ansi16 = function(args) {
      return convert.rgb.ansi16(convert.hsv.rgb(args), args[2]);
    };
    convert.rgb.ansi256 = function(args) {
      const r = args[0];
      const g = args[1];
      const b = args[2];
      if (r === g && g === b) {
        if (r < 8) {
          return 16;
        }
        if (r > 248) {
          return 231;
        }
        return Math.round((r - 8) / 247 * 24) + 232;
      }
      const ansi = 16 + 36 * Math.round(r / 255 * 5) + 6 * Math.round(g / 255 * 5) + Math.round(b / 255 * 5);
      return ansi;
    };
    convert.ansi16.rgb = function(args) {
      let color = args % 10;
      if (color === 0 || color === 7) {
        if (args > 50) {
          color += 3.5;
        }
        color = color / 10.5 * 255;
        return [color, color, color];
      }
      const mult = (~~(args > 50) + 1) * 0.5;
      const r = (color & 1) * mult * 255;
      const g = (color >> 1 & 1) * mult * 255;
      const b = (color >> 2 & 1) * mult * 255;
      return [r, g, b];
    };
    convert.ansi256.rgb = function(args) {
      if (args >= 232) {
        const c = (args - 232) * 10 + 8;
        return [c, c, c];
      }
      args -= 16;
      let rem;
      const r = Math.floor(args / 36) / 5 * 255;
      const g = Math.floor((rem = args % 36) / 6) / 5 * 255;
      const b = rem % 6 / 5 * 255;
      return [r, g, b];
    };
    convert.rgb.hex = function(args) {
      const integer = ((Math.round(args[0]) & 255) << 16) + ((Math.round(args[1]) & 255) << 8) + (Math.round(args[2]) & 255);
      const string = integer.toString(16).toUpperCase();
      return "000000".substring(string.length) + string;
    };
    convert.hex.rgb = function(args) {
      const match = args.toString(16).match(/[a-f0-9]{6}|[a-f0-9]{3}/i);
      if (!match) {
        return [0, 0, 0];
      }
      let colorString = match[0];
      if (match[0].length === 3) {
        colorString = colorString.split("").map((char) => {
          return char + char;
        }).join("");
      }
      const integer = parseInt(colorString, 16);
      const r = integer >> 16 & 255;
      const g = integer >> 8 & 255;
      const b = integer & 255;
      return [r, g, b];
    };
    convert.rgb.hcg = function(rgb) {
      const r = rgb[0] / 255;
      const g = rgb[1] / 255;
      const b = rgb[2] / 255;
      const max = Math.max(Math.max(r, g), b);
      const min = Math.min(Math.min(r, g), b);
      const chroma = max - min;
      let grayscale;
      let hue;
      if (chroma < 1) {
        grayscale = min / (1 - chroma);
      } else {
        grayscale = 0;
      }
      if (chroma <= 0) {
        hue = 0;
      } else if (max === r) {
        hue = (g - b) / chroma % 6;
      } else if (max === g) {
        hue = 2 + (b - r) / chroma;
      } else {
        hue = 4 + (r - g) / chroma;
      }
      hue /= 6;
      hue %= 1;
      return [hue * 360, chroma * 100, grayscale * 100];
    };
    convert.hsl.hcg = function(hsl) {
      const s = hsl[1] / 100;
      const l = hsl[2] / 100;
      const c = l < 0.5 ? 2 * s * l : 2 * s * (1 - l);
      let f = 0;
      if (c < 1) {
        f = (l - 0.5 * c) / (1 - c);
      }
      return [hsl[0], c * 100, f * 100];
    };
    convert.hsv.hcg = function(hsv) {
      const s = hsv[1] / 100;
      const v = hsv[2] / 100;
      const c = s * v;
      let f = 0;
      if (c < 1) {
        f = (v - c) / (1 - c);
      }
      return [hsv[0], c * 100, f * 100];
    };
    convert.hcg.rgb = function(hcg) {
      const h = hcg[0] / 360;
      const c = hcg[1] / 100;
      const g = hcg[2] / 100;
      if (c === 0) {
        return [g * 255, g * 255, g * 255];
      }
      const pure = [0, 0, 0];
      const hi = h % 1 * 6;
      const v = hi % 1;
      const w = 1 - v;
      let mg = 0;
      switch (Math.floor(hi)) {
        case 0:
          pure[0] = 1;
          pure[1] = v;
          pure[2] = 0;
          break;
        case 1:
          pure[0] = w;
          pure[1] = 1;
          pure[2] = 0;
          break;
        case 2:
          pure[0] = 0;
          pure[1] = 1;
          pure[2] = v;
          break;
        case 3:
          pure[0] = 0;
          pure[1] = w;
          pure[2] = 1;
          break;
        case 4:
          pure[0] = v;
          pure[1] = 0;
          pure[2] = 1;
          break;
        default:
          pure[0] = 1;
          pure[1] = 0;
          pure[2] = w;
      }
      mg = (1 - c) * g;
      return [
        (c * pure[0] + mg) * 255,
        (c * pure[1] + mg) * 255,
        (c * pure[2] + mg) * 255
      ];
    };
    convert.hcg.hsv = function(hcg) {
      const c = hcg[1] / 100;
      const g = hcg[2] / 100;
      const v = c + g * (1 - c);
      let f = 0;
      if (v > 0) {
        f = c / v;
      }
      return [hcg[0], f * 100, v * 100];
    };
    convert.hcg.hsl = function(hcg) {
      const c = hcg[1] / 100;
      const g = hcg[2] / 100;
      const l = g * (1 - c) + 0.5 * c;
      let s = 0;
      if (l > 0 && l < 0.5) {
        s = c / (2 * l);
      } else if (l >= 0.5 && l < 1) {
        s = c / (2 * (1 - l));
      }
      return [hcg[0], s * 100, l * 100];
    };
    convert.hcg.hwb = function(hcg) {
      const c = hcg[1] / 100;
      const g = hcg[2] / 100;
      const v = c + g * (1 - c);
      return [hcg[0], (v - c) * 100, (1 - v) * 100];
    };
    convert.hwb.hcg = function(hwb) {
      const w = hwb[1] / 100;
      const b = hwb[2] / 100;
      const v = 1 - b;
      const c = v - w;
      let g = 0;
      if (c < 1) {
        g = (v - c) / (1 - c);
      }
      return [hwb[0], c * 100, g * 100];
    };
    convert.apple.rgb = function(apple) {
      return [apple[0] / 65535 * 255, apple[1] / 65535 * 255, apple[2] / 65535 * 255];
    };
    convert.rgb.apple = function(rgb) {
      return [rgb[0] / 255 * 65535, rgb[1] / 255 * 65535, rgb[2] / 255 * 65535];
    };
    convert.gray.rgb = function(args) {
      return [args[0] / 100 * 255, args[0] / 100 * 255, args[0] / 100 * 255];
    };
    convert.gray.hsl = function(args) {
      return [0, 0, args[0]];
    };
    convert.gray.hsv = convert.gray.hsl;
    convert.gray.hwb = function(gray) {
      return [0, 100, gray[0]];
    };
    convert.gray.cmyk = function(gray) {
      return [0, 0, 0, gray[0]];
    };
    convert.gray.lab = function(gray) {
      return [gray[0], 0, 0];
    };
    convert.gray.hex = function(gray) {
      const val = Math.round(gray[0] / 100 * 255) & 255;
      const integer = (val << 16) + (val << 8) + val;
      const string = integer.toString(16).toUpperCase();
      return "000000".substring(string.length) + string;
    };
    convert.rgb.gray = function(rgb) {
      const val = (rgb[0] + rgb[1] + rgb[2]) / 3;
      return [val / 255 * 100];
    };
  }
});

// ../node_modules/color-convert/route.js
var require_route = __commonJS({
  "../node_modules/color-convert/route.js"(exports2, module2) {
    var conversions = require_conversions();
    function buildGraph() {
      const graph = {};
      const models = Object.keys(conversions);
      for (let len = models.length, i = 0; i < len; i++) {
        graph[models[i]] = {
          // http://jsperf.com/1-vs-infinity
          // micro-opt, but this is simple.
          distance: -1,
          parent: null
        };
      }
      return graph;
    }
    function deriveBFS(fromModel) {
      const graph = buildGraph();
      const queue = [fromModel];
      graph[fromModel].distance = 0;
      while (queue.length) {
        const current = queue.pop();
        const adjacents = Object.keys(conversions[current]);
        for (let len = adjacents.length, i = 0; i < len; i++) {
          const adjacent = adjacents[i];
          const node = graph[adjacent];
          if (node.distance === -1) {
            node.distance = graph[current].distance + 1;
            node.parent = current;
            queue.unshift(adjacent);
          }
        }
      }
      return graph;
    }
    function link(from, to) {
      return function(args) {
        return to(from(args));
      };
    }
    function wrapConversion(toModel, graph) {
      const path = [graph[toModel].parent, toModel];
      let fn = conversions[graph[toModel].parent][toModel];
      let cur = graph[toModel].parent;
      while (graph[cur].parent) {
        path.unshift(graph[cur].parent);
        fn = link(conversions[graph[cur].parent][cur], fn);
        cur = graph[cur].parent;
      }
      fn.conversion = path;
      return fn;
    }
    module2.exports = function(fromModel) {
      const graph = deriveBFS(fromModel);
      const conversion = {};
      const models = Object.keys(graph);
      for (let len = models.length, i = 0; i < len; i++) {
        const toModel = models[i];
        const node = graph[toModel];
        if (node.parent === null) {
          continue;
        }
        conversion[toModel] = wrapConversion(toModel, graph);
      }
      return conversion;
    };
  }
});

// ../node_modules/color-convert/index.js
var require_color_convert = __commonJS({
  "../node_modules/color-convert/index.js"(exports2, module2) {
    var conversions = require_conversions();
    var route = require_route();
    var convert = {};
    var models = Object.keys(conversions);
    function wrapRaw(fn) {
      const wrappedFn = function(...args) {
        const arg0 = args[0];
        if (arg0 === void 0 || arg0 === null) {
          return arg0;
        }
        if (arg0.length > 1) {
          args = arg0;
        }
        return fn(args);
      };
      if ("conversion" in fn) {
        wrappedFn.conversion = fn.conversion;
      }
      return wrappedFn;
    }
    function wrapRounded(fn) {
      const wrappedFn = function(...args) {
        const arg0 = args[0];
        if (arg0 === void 0 || arg0 === null) {
          return arg0;
        }
        if (arg0.length > 1) {
          args = arg0;
        }
        const result = fn(args);
        if (typeof result === "object") {
          for (let len = result.length, i = 0; i < len; i++) {
            result[i] = Math.round(result[i]);
          }
        }
        return result;
      };
      if ("conversion" in fn) {
        wrappedFn.conversion = fn.conversion;
      }
      return wrappedFn;
    }
    models.forEach((fromModel) => {
      convert[fromModel] = {};
      Object.defineProperty(convert[fromModel], "channels", { value: conversions[fromModel].channels });
      Object.defineProperty(convert[fromModel], "labels", { value: conversions[fromModel].labels });
      const routes = route(fromModel);
      const routeModels = Object.keys(routes);
      routeModels.forEach((toModel) => {
        const fn = routes[toModel];
        convert[fromModel][toModel] = wrapRounded(fn);
        convert[fromModel][toModel].raw = wrapRaw(fn);
      });
    });
    module2.exports = convert;
  }
});

// ../node_modules/ansi-styles/index.js
var require_ansi_styles = __commonJS({
  "../node_modules/ansi-styles/index.js"(exports2, module2) {
    "use strict";
    var wrapAnsi16 = (fn, offset) => (...args) => {
      const code = fn(...args);
      return `\x1B[${code + offset}m`;
    };
    var wrapAnsi256 = (fn, offset) => (...args) => {
      const code = fn(...args);
      return `\x1B[${38 + offset};5;${code}m`;
    };
    var wrapAnsi16m = (fn, offset) => (...args) => {
      const rgb = fn(...args);
      return `\x1B[${38 + offset};2;${rgb[0]};${rgb[1]};${rgb[2]}m`;
    };
    var ansi2ansi = (n) => n;
    var rgb2rgb = (r, g, b) => [r, g, b];
    var setLazyProperty = (object, property, get) => {
      Object.defineProperty(object, property, {
        get: () => {
          const value = get();
          Object.defineProperty(object, property, {
            value,
            enumerable: true,
            configurable: true
          });
          return value;
        },
        enumerable: true,
        configurable: true
      });
    };
    var colorConvert;
    var makeDynamicStyles = (wrap, targetSpace, identity, isBackground) => {
      if (colorConvert === void 0) {
        colorConvert = require_color_convert();
      }
      const offset = isBackground ? 10 : 0;
      const styles = {};
      for (const [sourceSpace, suite] of Object.entries(colorConvert)) {
        const name = sourceSpace === "ansi16" ? "ansi" : sourceSpace;
        if (sourceSpace === targetSpace) {
          styles[name] = wrap(identity, offset);
        } else if (typeof suite === "object") {
          styles[name] = wrap(suite[targetSpace], offset);
        }
      }
      return styles;
    };
    function assembleStyles() {
      const codes = /* @__PURE__ */ new Map();
      const styles = {
        modifier: {
          reset: [0, 0],
          // 21 isn't widely supported and 22 does the same thing
          bold: [1, 22],
          dim: [2, 22],
          italic: [3, 23],
          underline: [4, 24],
          inverse: [7, 27],
          hidden: [8, 28],
          strikethrough: [9, 29]
        },
        color: {
          black: [30, 39],
          red: [31, 39],
          green: [32, 39],
          yellow: [33, 39],
          blue: [34, 39],
          magenta: [35, 39],
          cyan: [36, 39],
          white: [37, 39],
          // Bright color
          blackBright: [90, 39],
          redBright: [91, 39],
          greenBright: [92, 39],
          yellowBright: [93, 39],
          blueBright: [94, 39],
          magentaBright: [95, 39],
          cyanBright: [96, 39],
          whiteBright: [97, 39]
        },
        bgColor: {
          bgBlack: [40, 49],
          bgRed: [41, 49],
          bgGreen: [42, 49],
          bgYellow: [43, 49],
          bgBlue: [44, 49],
          bgMagenta: [45, 49],
          bgCyan: [46, 49],
          bgWhite: [47, 49],
          // Bright color
          bgBlackBright: [100, 49],
          bgRedBright: [101, 49],
          bgGreenBright: [102, 49],
          bgYellowBright: [103, 49],
          bgBlueBright: [104, 49],
          bgMagentaBright: [105, 49],
          bgCyanBright: [106, 49],
          bgWhiteBright: [107, 49]
        }
      };
      styles.color.gray = styles.color.blackBright;
      styles.bgColor.bgGray = styles.bgColor.bgBlackBright;
      styles.color.grey = styles.color.blackBright;
      styles.bgColor.bgGrey = styles.bgColor.bgBlackBright;
      for (const [groupName, group] of Object.entries(styles)) {
        for (const [styleName, style] of Object.entries(group)) {
          styles[styleName] = {
            open: `\x1B[${style[0]}m`,
            close: `\x1B[${style[1]}m`
          };
          group[styleName] = styles[styleName];
          codes.set(style[0], style[1]);
        }
        Object.defineProperty(styles, groupName, {
          value: group,
          enumerable: false
        });
      }
      Object.defineProperty(styles, "codes", {
        value: codes,
        enumerable: false
      });
      styles.color.close = "\x1B[39m";
      styles.bgColor.close = "\x1B[49m";
      setLazyProperty(styles.color, "ansi", () => makeDynamicStyles(wrapAnsi16, "ansi16", ansi2ansi, false));
      setLazyProperty(styles.color, "ansi256", () => makeDynamicStyles(wrapAnsi256, "ansi256", ansi2ansi, false));
      setLazyProperty(styles.color, "ansi16m", () => makeDynamicStyles(wrapAnsi16m, "rgb", rgb2rgb, false));
      setLazyProperty(styles.bgColor, "ansi", () => makeDynamicStyles(wrapAnsi16, "ansi16", ansi2ansi, true));
      setLazyProperty(styles.bgColor, "ansi256", () => makeDynamicStyles(wrapAnsi256, "ansi256", ansi2ansi, true));
      setLazyProperty(styles.bgColor, "ansi16m", () => makeDynamicStyles(wrapAnsi16m, "rgb", rgb2rgb, true));
      return styles;
    }
    Object.defineProperty(module2, "exports", {
      enumerable: true,
      get: assembleStyles
    });
  }
});

// ../node_modules/wrap-ansi/index.js
var require_wrap_ansi = __commonJS({
  "../node_modules/wrap-ansi/index.js"(exports2, module2) {
    "use strict";
    var stringWidth = require_string_width();
    var stripAnsi = require_strip_ansi();
    var ansiStyles = require_ansi_styles();
    var ESCAPES = /* @__PURE__ */ new Set([
      "\x1B",
      "\x9B"
    ]);
    var END_CODE = 39;
    var ANSI_ESCAPE_BELL = "\x07";
    var ANSI_CSI = "[";
    var ANSI_OSC = "]";
    var ANSI_SGR_TERMINATOR = "m";
    var ANSI_ESCAPE_LINK = `${ANSI_OSC}8;;`;
    var wrapAnsi = (code) => `${ESCAPES.values().next().value}${ANSI_CSI}${code}${ANSI_SGR_TERMINATOR}`;
    var wrapAnsiHyperlink = (uri) => `${ESCAPES.values().next().value}${ANSI_ESCAPE_LINK}${uri}${ANSI_ESCAPE_BELL}`;
    var wordLengths = (string) => string.split(" ").map((character) => stringWidth(character));
    var wrapWord = (rows, word, columns) => {
      const characters = [...word];
      let isInsideEscape = false;
      let isInsideLinkEscape = false;
      let visible = stringWidth(stripAnsi(rows[rows.length - 1]));
      for (const [index, character] of characters.entries()) {
        const characterLength = stringWidth(character);
        if (visible + characterLength <= columns) {
          rows[rows.length - 1] += character;
        } else {
          rows.push(character);
          visible = 0;
        }
        if (ESCAPES.has(character)) {
          isInsideEscape = true;
          isInsideLinkEscape = characters.slice(index + 1).join("").startsWith(ANSI_ESCAPE_LINK);
        }
        if (isInsideEscape) {
          if (isInsideLinkEscape) {
            if (character === ANSI_ESCAPE_BELL) {
              isInsideEscape = false;
              isInsideLinkEscape = false;
            }
          } else if (character === ANSI_SGR_TERMINATOR) {
            isInsideEscape = false;
          }
          continue;
        }
        visible += characterLength;
        if (visible === columns && index < characters.length - 1) {
          rows.push("");
          visible = 0;
        }
      }
      if (!visible && rows[rows.length - 1].length > 0 && rows.length > 1) {
        rows[rows.length - 2] += rows.pop();
      }
    };
    var stringVisibleTrimSpacesRight = (string) => {
      const words = string.split(" ");
      let last = words.length;
      while (last > 0) {
        if (stringWidth(words[last - 1]) > 0) {
          break;
        }
        last--;
      }
      if (last === words.length) {
        return string;
      }
      return words.slice(0, last).join(" ") + words.slice(last).join("");
    };
    var exec = (string, columns, options = {}) => {
      if (options.trim !== false && string.trim() === "") {
        return "";
      }
      let returnValue = "";
      let escapeCode;
      let escapeUrl;
      const lengths = wordLengths(string);
      let rows = [""];
      for (const [index, word] of string.split(" ").entries()) {
        if (options.trim !== false) {
          rows[rows.length - 1] = rows[rows.length - 1].trimStart();
        }
        let rowLength = stringWidth(rows[rows.length - 1]);
        if (index !== 0) {
          if (rowLength >= columns && (options.wordWrap === false || options.trim === false)) {
            rows.push("");
            rowLength = 0;
          }
          if (rowLength > 0 || options.trim === false) {
            rows[rows.length - 1] += " ";
            rowLength++;
          }
        }
        if (options.hard && lengths[index] > columns) {
          const remainingColumns = columns - rowLength;
          const breaksStartingThisLine = 1 + Math.floor((lengths[index] - remainingColumns - 1) / columns);
          const breaksStartingNextLine = Math.floor((lengths[index] - 1) / columns);
          if (breaksStartingNextLine < breaksStartingThisLine) {
            rows.push("");
          }
          wrapWord(rows, word, columns);
          continue;
        }
        if (rowLength + lengths[index] > columns && rowLength > 0 && lengths[index] > 0) {
          if (options.wordWrap === false && rowLength < columns) {
            wrapWord(rows, word, columns);
            continue;
          }
          rows.push("");
        }
        if (rowLength + lengths[index] > columns && options.wordWrap === false) {
          wrapWord(rows, word, columns);
          continue;
        }
        rows[rows.length - 1] += word;
      }
      if (options.trim !== false) {
        rows = rows.map(stringVisibleTrimSpacesRight);
      }
      const pre = [...rows.join("\n")];
      for (const [index, character] of pre.entries()) {
        returnValue += character;
        if (ESCAPES.has(character)) {
          const { groups } = new RegExp(`(?:\\${ANSI_CSI}(?<code>\\d+)m|\\${ANSI_ESCAPE_LINK}(?<uri>.*)${ANSI_ESCAPE_BELL})`).exec(pre.slice(index).join("")) || { groups: {} };
          if (groups.code !== void 0) {
            const code2 = Number.parseFloat(groups.code);
            escapeCode = code2 === END_CODE ? void 0 : code2;
          } else if (groups.uri !== void 0) {
            escapeUrl = groups.uri.length === 0 ? void 0 : groups.uri;
          }
        }
        const code = ansiStyles.codes.get(Number(escapeCode));
        if (pre[index + 1] === "\n") {
          if (escapeUrl) {
            returnValue += wrapAnsiHyperlink("");
          }
          if (escapeCode && code) {
            returnValue += wrapAnsi(code);
          }
        } else if (character === "\n") {
          if (escapeCode && code) {
            returnValue += wrapAnsi(escapeCode);
          }
          if (escapeUrl) {
            returnValue += wrapAnsiHyperlink(escapeUrl);
          }
        }
      }
      return returnValue;
    };
    module2.exports = (string, columns, options) => {
      return String(string).normalize().replace(/\r\n/g, "\n").split("\n").map((line) => exec(line, columns, options)).join("\n");
    };
  }
});

// ../node_modules/@oclif/core/lib/settings.js
var require_settings = __commonJS({
  "../node_modules/@oclif/core/lib/settings.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.settings = void 0;
    if (!globalThis.oclif)
      globalThis.oclif = {};
    exports2.settings = globalThis.oclif;
  }
});

// ../node_modules/@oclif/core/lib/screen.js
var require_screen = __commonJS({
  "../node_modules/@oclif/core/lib/screen.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.errtermwidth = exports2.stdtermwidth = void 0;
    var settings_1 = require_settings();
    function termwidth(stream) {
      if (!stream.isTTY) {
        return 80;
      }
      const width = stream.getWindowSize()[0];
      if (width < 1) {
        return 80;
      }
      if (width < 40) {
        return 40;
      }
      return width;
    }
    var columns = Number.parseInt(process.env.OCLIF_COLUMNS, 10) || settings_1.settings.columns;
    exports2.stdtermwidth = columns || termwidth(process.stdout);
    exports2.errtermwidth = columns || termwidth(process.stderr);
  }
});

// ../node_modules/ansis/index.js
var require_ansis = __commonJS({
  "../node_modules/ansis/index.js"(exports2, module2) {
    var { defineProperty: e, setPrototypeOf: t, create: r, keys: n } = Object;
    var l = "";
    var { round: s, max: i } = Math;
    var o = (e2) => {
      let [, t2] = /([a-f\d]{3,6})/i.exec(e2) || [], r2 = t2 ? t2.length : 0;
      if (3 === r2) t2 = t2[0] + t2[0] + t2[1] + t2[1] + t2[2] + t2[2];
      else if (6 ^ r2) return [0, 0, 0];
      let n2 = parseInt(t2, 16);
      return [n2 >> 16 & 255, n2 >> 8 & 255, 255 & n2];
    };
    var a = (e2, t2, r2) => e2 === t2 && t2 === r2 ? e2 < 8 ? 16 : e2 > 248 ? 231 : s((e2 - 8) / 247 * 24) + 232 : 16 + 36 * s(e2 / 51) + 6 * s(t2 / 51) + s(r2 / 51);
    var c = (e2) => {
      let t2, r2, n2, l2, o2;
      return e2 < 8 ? 30 + e2 : e2 < 16 ? e2 - 8 + 90 : (e2 >= 232 ? t2 = r2 = n2 = (10 * (e2 - 232) + 8) / 255 : (o2 = (e2 -= 16) % 36, t2 = (e2 / 36 | 0) / 5, r2 = (o2 / 6 | 0) / 5, n2 = o2 % 6 / 5), l2 = 2 * i(t2, r2, n2), l2 ? 30 + (s(n2) << 2 | s(r2) << 1 | s(t2)) + (2 ^ l2 ? 0 : 60) : 30);
    };
    var u = (() => {
      let e2 = (e3) => i2.some(((t3) => e3.test(t3))), t2 = globalThis, r2 = t2.Deno, l2 = !!r2, s2 = t2.process || r2 || {}, i2 = s2.argv || s2.args || [], o2 = s2.env || {}, a2 = -1;
      if (l2) try {
        o2 = o2.toObject();
      } catch (e3) {
        a2 = 0;
      }
      let c2 = !!o2.PM2_HOME && !!o2.pm_id || o2.NEXT_RUNTIME?.includes("edge") || (l2 ? r2.isatty(1) : !!s2.stdout?.isTTY), u2 = "FORCE_COLOR", p2 = o2[u2], g2 = parseInt(p2), d2 = isNaN(g2) ? "false" === p2 ? 0 : -1 : g2, f2 = u2 in o2 && d2 || e2(/^-{1,2}color=?(true|always)?$/);
      return f2 && (a2 = d2), a2 < 0 && (a2 = ((e3, t3, r3) => {
        let l3 = e3.TERM, s3 = "," + n(e3).join(",");
        return { "24bit": 3, truecolor: 3, ansi256: 2, ansi: 1 }[e3.COLORTERM] || (e3.TF_BUILD ? 1 : /,TEAMCI/.test(s3) ? 2 : e3.CI ? /,GIT(HUB|EA)/.test(s3) ? 3 : 1 : !t3 || /-mono|dumb/i.test(l3) ? 0 : r3 || /term-(kit|dir)/.test(l3) ? 3 : /-256/.test(l3) ? 2 : /scr|xterm|tty|ansi|color|[nm]ux|vt|cyg/.test(l3) ? 1 : 3);
      })(o2, c2, "win32" === (l2 ? r2.build.os : s2.platform))), !d2 || o2.NO_COLOR || e2(/^-{1,2}(no-color|color=(false|never))$/) ? 0 : f2 && !a2 || t2.window?.chrome ? 3 : a2;
    })();
    var p = u > 0;
    var g = { open: l, close: l };
    var d = p ? (e2, t2) => ({ open: `\x1B[${e2}m`, close: `\x1B[${t2}m` }) : () => g;
    var f = 39;
    var b = 49;
    var _ = (e2, t2) => (r2, n2, l2) => d(((e3, t3, r3) => c(a(e3, t3, r3)))(r2, n2, l2) + e2, t2);
    var m = (e2) => (t2, r2, n2) => e2(a(t2, r2, n2));
    var y = (e2) => (t2) => e2(...o(t2));
    var h = (e2, t2, r2) => d(`38;2;${e2};${t2};${r2}`, f);
    var O = (e2, t2, r2) => d(`48;2;${e2};${t2};${r2}`, b);
    var $ = (e2) => d(`38;5;${e2}`, f);
    var x = (e2) => d(`48;5;${e2}`, b);
    2 === u ? (h = m($), O = m(x)) : 1 === u && (h = _(0, f), O = _(10, b), $ = (e2) => d(c(e2), f), x = (e2) => d(c(e2) + 10, b));
    var T;
    var w = { ansi256: $, bgAnsi256: x, fg: $, bg: x, rgb: h, bgRgb: O, hex: y(h), bgHex: y(O), visible: g, reset: d(0, 0), bold: d(1, 22), dim: d(2, 22), italic: d(3, 23), underline: d(4, 24), inverse: d(7, 27), hidden: d(8, 28) };
    var R = "Bright";
    var E = 30;
    "black,red,green,yellow,blue,magenta,cyan,white".split(",").map(((e2) => {
      T = "bg" + e2[0].toUpperCase() + e2.slice(1), w[e2] = d(E, f), w[e2 + R] = d(60 + E, f), w[T] = d(E + 10, b), w[T + R] = d(70 + E++, b);
    })), w.grey = w.gray = d(90, f), w.bgGrey = w.bgGray = d(100, b), w.strikethrough = w.strike = d(9, 29);
    var v;
    var C = {};
    var I = ({ _p: e2 }, { open: r2, close: n2 }) => {
      let s2 = (e3, ...t2) => {
        if (!e3) {
          if (r2 && r2 === n2) return r2;
          if (null == e3 || l === e3) return l;
        }
        let i3 = e3.raw ? String.raw(e3, ...t2).replace(/\\n/g, "\n") : l + e3, o3 = s2._p, { _a: a2, _b: c2 } = o3;
        if (i3.includes("\x1B")) for (; o3; ) {
          let e4, t3 = o3.close, r3 = o3.open, n3 = t3.length, s3 = l, a3 = 0;
          if (n3) {
            for (; ~(e4 = i3.indexOf(t3, a3)); a3 = e4 + n3) s3 += i3.slice(a3, e4) + r3;
            i3 = s3 + i3.slice(a3);
          }
          o3 = o3._p;
        }
        return i3.includes("\n") && (i3 = i3.replace(/(\r?\n)/g, c2 + "$1" + a2)), a2 + i3 + c2;
      }, i2 = r2, o2 = n2;
      return e2 && (i2 = e2._a + r2, o2 = n2 + e2._b), t(s2, v), s2._p = { open: r2, close: n2, _a: i2, _b: o2, _p: e2 }, s2.open = i2, s2.close = o2, s2;
    };
    var M = function() {
      let n2 = { Ansis: M, isSupported: () => p, strip: (e2) => e2.replace(/[][[()#;?]*(?:[0-9]{1,4}(?:;[0-9]{0,4})*)?[0-9A-ORZcf-nqry=><]/g, l), extend(l2) {
        for (let t2 in l2) {
          let r2 = l2[t2], n3 = (typeof r2)[0], s2 = "s" === n3 ? h(...o(r2)) : r2;
          C[t2] = "f" === n3 ? { get() {
            return (...e2) => I(this, r2(...e2));
          } } : { get() {
            let r3 = I(this, s2);
            return e(this, t2, { value: r3 }), r3;
          } };
        }
        return v = r({}, C), t(n2, v), n2;
      } };
      return n2.extend(w);
    };
    var k = new M();
    module2.exports = k, k.default = k;
  }
});

// ../node_modules/@oclif/core/lib/interfaces/theme.js
var require_theme = __commonJS({
  "../node_modules/@oclif/core/lib/interfaces/theme.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.STANDARD_ANSI = void 0;
    exports2.STANDARD_ANSI = [
      "white",
      "black",
      "blue",
      "yellow",
      "green",
      "red",
      "magenta",
      "cyan",
      "gray",
      "blackBright",
      "redBright",
      "greenBright",
      "yellowBright",
      "blueBright",
      "magentaBright",
      "cyanBright",
      "whiteBright",
      "bgBlack",
      "bgRed",
      "bgGreen",
      "bgYellow",
      "bgBlue",
      "bgMagenta",
      "bgCyan",
      "bgWhite",
      "bgGray",
      "bgBlackBright",
      "bgRedBright",
      "bgGreenBright",
      "bgYellowBright",
      "bgBlueBright",
      "bgMagentaBright",
      "bgCyanBright",
      "bgWhiteBright",
      "bold",
      "underline",
      "dim",
      "italic",
      "strikethrough"
    ];
  }
});

// ../node_modules/@oclif/core/lib/ux/supports-color.js
var require_supports_color2 = __commonJS({
  "../node_modules/@oclif/core/lib/ux/supports-color.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.supportsColor = supportsColor;
    var supports_color_1 = require_supports_color();
    function supportsColor() {
      return Boolean(supports_color_1.stdout) && Boolean(supports_color_1.stderr);
    }
  }
});

// ../node_modules/@oclif/core/lib/ux/theme.js
var require_theme2 = __commonJS({
  "../node_modules/@oclif/core/lib/ux/theme.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.colorize = colorize;
    exports2.parseTheme = parseTheme;
    var ansis_1 = __importDefault(require_ansis());
    var theme_1 = require_theme();
    var supports_color_1 = require_supports_color2();
    function isStandardAnsi(color) {
      return theme_1.STANDARD_ANSI.includes(color);
    }
    function colorize(color, text) {
      if (!color)
        return text;
      if (!(0, supports_color_1.supportsColor)())
        return text;
      if (isStandardAnsi(color))
        return ansis_1.default[color](text);
      if (color.startsWith("#"))
        return ansis_1.default.hex(color)(text);
      if (color.startsWith("rgb")) {
        const [red, green, blue] = color.slice(4, -1).split(",").map((c) => Number.parseInt(c.trim(), 10));
        return ansis_1.default.rgb(red, green, blue)(text);
      }
      return text;
    }
    function parseTheme(theme) {
      return Object.fromEntries(Object.entries(theme).map(([key, value]) => [key, typeof value === "string" ? isValid(value) : parseTheme(value)]).filter(([_, value]) => value));
    }
    function isValid(color) {
      return color.startsWith("#") || color.startsWith("rgb") || isStandardAnsi(color) ? color : void 0;
    }
  }
});

// ../node_modules/@oclif/core/lib/errors/errors/cli.js
var require_cli = __commonJS({
  "../node_modules/@oclif/core/lib/errors/errors/cli.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.CLIError = void 0;
    exports2.addOclifExitCode = addOclifExitCode;
    var clean_stack_1 = __importDefault(require_clean_stack());
    var indent_string_1 = __importDefault(require_indent_string());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var cache_1 = __importDefault(require_cache());
    var screen_1 = require_screen();
    var settings_1 = require_settings();
    var theme_1 = require_theme2();
    function addOclifExitCode(error, options) {
      if (!("oclif" in error)) {
        ;
        error.oclif = {};
      }
      error.oclif.exit = options?.exit === void 0 ? cache_1.default.getInstance().get("exitCodes")?.default ?? 2 : options.exit;
      return error;
    }
    var CLIError = class extends Error {
      code;
      oclif = {};
      skipOclifErrorHandling;
      suggestions;
      constructor(error, options = {}) {
        super(error instanceof Error ? error.message : error);
        addOclifExitCode(this, options);
        this.code = options.code;
        this.suggestions = options.suggestions;
      }
      get bang() {
        try {
          return (0, theme_1.colorize)("red", process.platform === "win32" ? "\xBB" : "\u203A");
        } catch {
        }
      }
      get stack() {
        return (0, clean_stack_1.default)(super.stack, { pretty: true });
      }
      /**
       * @deprecated `render` Errors display should be handled by display function, like pretty-print
       * @returns {string} returns a string representing the display of the error
       */
      render() {
        if (settings_1.settings.debug) {
          return this.stack;
        }
        let output = `${this.name}: ${this.message}`;
        output = (0, wrap_ansi_1.default)(output, screen_1.errtermwidth - 6, { hard: true, trim: false });
        output = (0, indent_string_1.default)(output, 3);
        output = (0, indent_string_1.default)(output, 1, { includeEmptyLines: true, indent: this.bang });
        output = (0, indent_string_1.default)(output, 1);
        return output;
      }
    };
    exports2.CLIError = CLIError;
    (function(CLIError2) {
      class Warn extends CLIError2 {
        constructor(err) {
          super(err instanceof Error ? err.message : err);
          this.name = "Warning";
        }
        get bang() {
          try {
            return (0, theme_1.colorize)("yellow", process.platform === "win32" ? "\xBB" : "\u203A");
          } catch {
          }
        }
      }
      CLIError2.Warn = Warn;
    })(CLIError || (exports2.CLIError = CLIError = {}));
  }
});

// ../node_modules/@oclif/core/lib/errors/errors/pretty-print.js
var require_pretty_print = __commonJS({
  "../node_modules/@oclif/core/lib/errors/errors/pretty-print.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.applyPrettyPrintOptions = applyPrettyPrintOptions;
    exports2.default = prettyPrint;
    var indent_string_1 = __importDefault(require_indent_string());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var screen_1 = require_screen();
    var settings_1 = require_settings();
    function applyPrettyPrintOptions(error, options) {
      const prettyErrorKeys = ["message", "code", "ref", "suggestions"];
      for (const key of prettyErrorKeys) {
        const applyOptionsKey = !(key in error) && options[key];
        if (applyOptionsKey) {
          ;
          error[key] = options[key];
        }
      }
      return error;
    }
    var formatSuggestions = (suggestions) => {
      const label = "Try this:";
      if (!suggestions || suggestions.length === 0)
        return void 0;
      if (suggestions.length === 1)
        return `${label} ${suggestions[0]}`;
      const multiple = suggestions.map((suggestion) => `* ${suggestion}`).join("\n");
      return `${label}
${(0, indent_string_1.default)(multiple, 2)}`;
    };
    function isCombinedErrorType(obj) {
      return Boolean(obj) && "name" in obj && "message" in obj;
    }
    function prettyPrint(error) {
      const prettyPrintedErrors = [];
      let currentError = error;
      let isDeep = false;
      while (isCombinedErrorType(currentError)) {
        if (settings_1.settings.debug && currentError.stack) {
          prettyPrintedErrors.push(`${isDeep ? "Caused by: " : ""}${currentError.stack}`);
        } else {
          const { bang, code, message, name: errorSuffix, ref, suggestions } = currentError;
          const formattedHeader = message ? `${errorSuffix || "Error"}: ${message}` : void 0;
          const formattedCode = code ? `Code: ${code}` : void 0;
          const formattedSuggestions = formatSuggestions(suggestions);
          const formattedReference = ref ? `Reference: ${ref}` : void 0;
          const formatted = [formattedHeader, formattedCode, formattedSuggestions, formattedReference].filter(Boolean).join("\n");
          let output = `${isDeep ? "Caused by: " : ""}${formatted}`;
          output = (0, wrap_ansi_1.default)(output, screen_1.errtermwidth - 6, { hard: true, trim: false });
          if (!settings_1.settings.debug) {
            output = (0, indent_string_1.default)(output, 3);
            output = (0, indent_string_1.default)(output, 1, { includeEmptyLines: true, indent: bang || "" });
            output = (0, indent_string_1.default)(output, 1);
          }
          prettyPrintedErrors.push(output);
        }
        isDeep = true;
        currentError = currentError.cause ?? null;
      }
      return prettyPrintedErrors.join("\n");
    }
  }
});

// ../node_modules/@oclif/core/lib/errors/error.js
var require_error = __commonJS({
  "../node_modules/@oclif/core/lib/errors/error.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.error = error;
    var logger_1 = require_logger();
    var write_1 = require_write();
    var cli_1 = require_cli();
    var pretty_print_1 = __importStar(require_pretty_print());
    function error(input, options = {}) {
      let err;
      if (typeof input === "string") {
        err = new cli_1.CLIError(input, options);
      } else if (input instanceof Error) {
        err = (0, cli_1.addOclifExitCode)(input, options);
      } else {
        throw new TypeError("first argument must be a string or instance of Error");
      }
      err = (0, pretty_print_1.applyPrettyPrintOptions)(err, options);
      if (options.exit === false) {
        const message = (0, pretty_print_1.default)(err);
        if (message)
          (0, write_1.stderr)(message);
        if (err?.stack)
          (0, logger_1.getLogger)().error(err.stack);
      } else
        throw err;
    }
    exports2.default = error;
  }
});

// ../node_modules/@oclif/core/lib/errors/errors/exit.js
var require_exit = __commonJS({
  "../node_modules/@oclif/core/lib/errors/errors/exit.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ExitError = void 0;
    var cli_1 = require_cli();
    var ExitError = class extends cli_1.CLIError {
      code = "EEXIT";
      constructor(exitCode = 1) {
        super(`EEXIT: ${exitCode}`, { exit: exitCode });
      }
      render() {
        return "";
      }
    };
    exports2.ExitError = ExitError;
  }
});

// ../node_modules/@oclif/core/lib/errors/errors/module-load.js
var require_module_load = __commonJS({
  "../node_modules/@oclif/core/lib/errors/errors/module-load.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ModuleLoadError = void 0;
    var cli_1 = require_cli();
    var ModuleLoadError = class extends cli_1.CLIError {
      code = "MODULE_NOT_FOUND";
      constructor(message) {
        super(`[MODULE_NOT_FOUND] ${message}`, { exit: 1 });
        this.name = "ModuleLoadError";
      }
    };
    exports2.ModuleLoadError = ModuleLoadError;
  }
});

// ../node_modules/@oclif/core/lib/errors/exit.js
var require_exit2 = __commonJS({
  "../node_modules/@oclif/core/lib/errors/exit.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.exit = exit;
    var exit_1 = require_exit();
    function exit(code = 0) {
      throw new exit_1.ExitError(code);
    }
  }
});

// ../node_modules/@oclif/core/lib/errors/warn.js
var require_warn = __commonJS({
  "../node_modules/@oclif/core/lib/errors/warn.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.warn = warn;
    exports2.memoizedWarn = memoizedWarn;
    var logger_1 = require_logger();
    var write_1 = require_write();
    var cli_1 = require_cli();
    var pretty_print_1 = __importDefault(require_pretty_print());
    function warn(input) {
      let err;
      if (typeof input === "string") {
        err = new cli_1.CLIError.Warn(input);
      } else if (input instanceof Error) {
        err = (0, cli_1.addOclifExitCode)(input);
      } else {
        throw new TypeError("first argument must be a string or instance of Error");
      }
      const message = (0, pretty_print_1.default)(err);
      if (message)
        (0, write_1.stderr)(message);
      if (err?.stack)
        (0, logger_1.getLogger)().error(err.stack);
    }
    var WARNINGS = /* @__PURE__ */ new Set();
    function memoizedWarn(input) {
      if (!WARNINGS.has(input))
        warn(input);
      WARNINGS.add(input);
    }
    exports2.default = warn;
  }
});

// ../node_modules/@oclif/core/lib/util/read-tsconfig.js
var require_read_tsconfig = __commonJS({
  "../node_modules/@oclif/core/lib/util/read-tsconfig.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.readTSConfig = readTSConfig;
    var promises_1 = require("node:fs/promises");
    var node_path_1 = require("node:path");
    var warn_1 = require_warn();
    var logger_1 = require_logger();
    var util_1 = require_util();
    var debug = (0, logger_1.makeDebug)("read-tsconfig");
    function resolve(root, name) {
      try {
        return require.resolve(name, { paths: [root] });
      } catch {
      }
    }
    async function upUntil(path, test) {
      let result;
      try {
        result = await test(path);
      } catch {
        result = false;
      }
      if (result)
        return path;
      const parent = (0, node_path_1.dirname)(path);
      if (parent === path)
        return;
      return upUntil(parent, test);
    }
    async function readTSConfig(root, tsconfigName = "tsconfig.json") {
      const found = [];
      let typescript;
      try {
        typescript = require("typescript");
      } catch {
        try {
          typescript = require(root + "/node_modules/typescript");
        } catch {
        }
      }
      if (!typescript) {
        (0, warn_1.memoizedWarn)("Could not find typescript. Please ensure that typescript is a devDependency. Falling back to compiled source.");
        return;
      }
      const read = async (path) => {
        const localRoot = await upUntil(path, async (p) => (await (0, promises_1.readdir)(p)).includes("package.json"));
        if (!localRoot)
          return;
        try {
          const contents = await (0, promises_1.readFile)(path, "utf8");
          const parsed = typescript?.parseConfigFileTextToJson(path, contents).config;
          found.push(parsed);
          if (parsed.extends) {
            if (parsed.extends.startsWith(".")) {
              const nextPath = resolve(localRoot, parsed.extends);
              return nextPath ? read(nextPath) : void 0;
            }
            const resolved = resolve(localRoot, parsed.extends);
            if (resolved)
              return read(resolved);
          }
          return parsed;
        } catch (error) {
          debug(error);
        }
      };
      await read((0, node_path_1.join)(root, tsconfigName));
      return {
        compilerOptions: (0, util_1.mergeNestedObjects)(found, "compilerOptions"),
        "ts-node": (0, util_1.mergeNestedObjects)(found, "ts-node")
      };
    }
  }
});

// ../node_modules/@oclif/core/lib/config/util.js
var require_util2 = __commonJS({
  "../node_modules/@oclif/core/lib/config/util.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.collectUsableIds = void 0;
    exports2.makeDebug = makeDebug;
    exports2.getPermutations = getPermutations;
    exports2.getCommandIdPermutations = getCommandIdPermutations;
    var logger_1 = require_logger();
    function makeDebug(...scope) {
      return (formatter, ...args) => (0, logger_1.getLogger)(["config", ...scope].join(":")).debug(formatter, ...args);
    }
    function getPermutations(arr) {
      if (arr.length === 0)
        return [];
      if (arr.length === 1)
        return [arr];
      const output = [];
      const partialPermutations = getPermutations(arr.slice(1));
      const first = arr[0];
      for (let i = 0, len = partialPermutations.length; i < len; i++) {
        const partial = partialPermutations[i];
        for (let j = 0, len2 = partial.length; j <= len2; j++) {
          const start = partial.slice(0, j);
          const end = partial.slice(j);
          const merged = [...start, first, ...end];
          output.push(merged);
        }
      }
      return output;
    }
    function getCommandIdPermutations(commandId) {
      return getPermutations(commandId.split(":")).flatMap((c) => c.join(":"));
    }
    var collectUsableIds = (commandIds) => new Set(commandIds.flatMap((id) => id.split(":").map((_, i, a) => a.slice(0, i + 1).join(":"))));
    exports2.collectUsableIds = collectUsableIds;
  }
});

// ../node_modules/@oclif/core/lib/config/ts-path.js
var require_ts_path = __commonJS({
  "../node_modules/@oclif/core/lib/config/ts-path.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.TS_CONFIGS = void 0;
    exports2.tsPath = tsPath;
    var promises_1 = require("node:fs/promises");
    var node_path_1 = require("node:path");
    var node_url_1 = require("node:url");
    var cache_1 = __importDefault(require_cache());
    var warn_1 = require_warn();
    var settings_1 = require_settings();
    var fs_1 = require_fs();
    var read_tsconfig_1 = require_read_tsconfig();
    var util_1 = require_util();
    var util_2 = require_util2();
    var debug = (0, util_2.makeDebug)("ts-path");
    exports2.TS_CONFIGS = {};
    var REGISTERED = /* @__PURE__ */ new Set();
    function determineRuntime() {
      if (process.execPath.split(node_path_1.sep).includes("bun"))
        return "bun";
      if (process.execArgv.length === 0)
        return "node";
      if (process.execArgv[0] === "--require" && process.execArgv[1].split(node_path_1.sep).includes("ts-node"))
        return "ts-node";
      if (process.execArgv[0].split(node_path_1.sep).includes("ts-node"))
        return "ts-node";
      if (process.execArgv[0] === "--require" && process.execArgv[1].split(node_path_1.sep).includes("tsx"))
        return "tsx";
      return "node";
    }
    var RUN_TIME = determineRuntime();
    function isErrno(error) {
      return "code" in error && error.code === "ENOENT";
    }
    async function loadTSConfig(root) {
      try {
        if (exports2.TS_CONFIGS[root])
          return exports2.TS_CONFIGS[root];
        const tsconfig = await (0, read_tsconfig_1.readTSConfig)(root);
        if (!tsconfig)
          return;
        debug("tsconfig: %O", tsconfig);
        exports2.TS_CONFIGS[root] = tsconfig;
        return exports2.TS_CONFIGS[root];
      } catch (error) {
        if (isErrno(error))
          return;
        debug(`Could not parse tsconfig.json. Skipping typescript path lookup for ${root}.`);
        (0, warn_1.memoizedWarn)(`Could not parse tsconfig.json for ${root}. Falling back to compiled source.`);
      }
    }
    async function registerTsx(root, moduleType) {
      if (REGISTERED.has(root))
        return;
      try {
        const apiPath = moduleType === "module" ? "tsx/esm/api" : "tsx/cjs/api";
        const tsxPath = require.resolve(apiPath, { paths: [root] });
        if (!tsxPath)
          return;
        debug("registering tsx at", root);
        debug("tsx path:", tsxPath);
        const { href } = (0, node_url_1.pathToFileURL)(tsxPath);
        debug("tsx href:", href);
        const { register } = await import(href);
        debug("Successfully imported tsx");
        register();
        REGISTERED.add(root);
      } catch (error) {
        debug(`Could not find tsx. Skipping tsx registration for ${root}.`);
        debug(error);
      }
    }
    async function registerTSNode(root, tsconfig) {
      if (REGISTERED.has(root))
        return;
      debug("registering ts-node at", root);
      const tsNodePath = require.resolve("ts-node", { paths: [root, __dirname] });
      debug("ts-node path:", tsNodePath);
      let tsNode;
      try {
        tsNode = require(tsNodePath);
        debug("Successfully required ts-node");
      } catch (error) {
        debug(`Could not find ts-node at ${tsNodePath}. Skipping ts-node registration for ${root}.`);
        debug(error);
        (0, warn_1.memoizedWarn)(`Could not find ts-node at ${tsNodePath}. Please ensure that ts-node is a devDependency. Falling back to compiled source.`);
        return;
      }
      const typeRoots = [(0, node_path_1.join)(root, "node_modules", "@types")];
      const rootDirs = [];
      if (tsconfig.compilerOptions.rootDirs) {
        for (const r of tsconfig.compilerOptions.rootDirs) {
          rootDirs.push((0, node_path_1.join)(root, r));
        }
      } else if (tsconfig.compilerOptions.rootDir) {
        rootDirs.push((0, node_path_1.join)(root, tsconfig.compilerOptions.rootDir));
      } else if (tsconfig.compilerOptions.baseUrl) {
        rootDirs.push((0, node_path_1.join)(root, tsconfig.compilerOptions.baseUrl));
      } else {
        rootDirs.push((0, node_path_1.join)(root, "src"));
      }
      const { baseUrl, rootDir, ...rest } = tsconfig.compilerOptions;
      const conf = {
        compilerOptions: {
          ...rest,
          rootDirs,
          typeRoots
        },
        ...tsconfig["ts-node"],
        cwd: root,
        esm: tsconfig["ts-node"]?.esm ?? true,
        experimentalSpecifierResolution: tsconfig["ts-node"]?.experimentalSpecifierResolution ?? "explicit",
        scope: true,
        scopeDir: root,
        skipProject: true,
        transpileOnly: true
      };
      debug("ts-node options: %O", conf);
      tsNode.register(conf);
      REGISTERED.add(root);
    }
    function cannotTranspileEsm(rootPlugin, plugin, isProduction) {
      return (isProduction || rootPlugin?.moduleType === "commonjs") && plugin?.moduleType === "module" && !plugin?.pjson.devDependencies?.tsx;
    }
    function cannotUseTsNode(root, plugin, isProduction) {
      if (plugin?.moduleType !== "module" || isProduction)
        return false;
      const nodeMajor = Number.parseInt(process.version.replace("v", "").split(".")[0], 10);
      return RUN_TIME === "ts-node" && nodeMajor >= 20;
    }
    async function determinePath(root, orig, plugin) {
      const tsconfig = await loadTSConfig(root);
      if (!tsconfig)
        return orig;
      debug(`Determining path for ${orig}`);
      if (RUN_TIME === "bun") {
        debug(`Skipping ts-node registration for ${root} because the runtime is: ${RUN_TIME}`);
      } else {
        await registerTsx(root, plugin?.moduleType);
        await registerTSNode(root, tsconfig);
      }
      const { baseUrl, outDir, rootDir, rootDirs } = tsconfig.compilerOptions;
      const rootDirPath = rootDir ?? (rootDirs ?? [])[0] ?? baseUrl;
      if (!rootDirPath) {
        debug(`no rootDir, rootDirs, or baseUrl specified in tsconfig.json. Returning default path ${orig}`);
        return orig;
      }
      if (!outDir) {
        debug(`no outDir specified in tsconfig.json. Returning default path ${orig}`);
        return orig;
      }
      const lib = (0, node_path_1.join)(root, outDir);
      const src = (0, node_path_1.join)(root, rootDirPath);
      const relative = (0, node_path_1.relative)(lib, orig);
      const out = (0, node_path_1.join)(src, relative).replace(/\.js$/, "");
      debug(`lib dir: ${lib}`);
      debug(`src dir: ${src}`);
      debug(`src directory to find: ${out}`);
      if ((0, fs_1.existsSync)(out)) {
        debug(`Found source directory for ${orig} at ${out}`);
        return out;
      }
      const sourceFiles = await Promise.all([
        (0, promises_1.access)(`${out}.ts`).then(() => `${out}.ts`).catch(() => false),
        (0, promises_1.access)(`${out}.tsx`).then(() => `${out}.tsx`).catch(() => false)
      ]);
      if (sourceFiles.some(Boolean)) {
        debug(`Found source file for ${orig} at ${out}`);
        return out;
      }
      debug(`No source file found. Returning default path ${orig}`);
      if (!(0, util_1.isProd)())
        (0, warn_1.memoizedWarn)(`Could not find source for ${orig} based on tsconfig. Defaulting to compiled source.`);
      return orig;
    }
    async function tsPath(root, orig, plugin) {
      const rootPlugin = plugin?.options.isRoot ? plugin : cache_1.default.getInstance().get("rootPlugin");
      if (!orig)
        return orig;
      orig = orig.startsWith(root) ? orig : (0, node_path_1.join)(root, orig);
      const enableAutoTranspile = settings_1.settings.enableAutoTranspile ?? settings_1.settings.tsnodeEnabled;
      if (enableAutoTranspile === false) {
        debug(`Skipping typescript path lookup for ${root} because enableAutoTranspile is explicitly set to false`);
        return orig;
      }
      const isProduction = (0, util_1.isProd)();
      if (enableAutoTranspile === void 0 && isProduction && plugin?.type !== "link") {
        debug(`Skipping typescript path lookup for ${root} because NODE_ENV is NOT "test" or "development"`);
        return orig;
      }
      if (cannotTranspileEsm(rootPlugin, plugin, isProduction)) {
        debug(`Skipping typescript path lookup for ${root} because it's an ESM module (NODE_ENV: ${process.env.NODE_ENV}, root plugin module type: ${rootPlugin?.moduleType})`);
        const warningIsDisabled = process.env.OCLIF_DISABLE_LINKED_ESM_WARNING && (0, util_1.isTruthy)(process.env.OCLIF_DISABLE_LINKED_ESM_WARNING);
        if (plugin?.type === "link" && !warningIsDisabled)
          (0, warn_1.memoizedWarn)(`${plugin?.name} is a linked ESM module and cannot be auto-transpiled. Existing compiled source will be used instead.`);
        return orig;
      }
      if (cannotUseTsNode(root, plugin, isProduction)) {
        debug(`Skipping typescript path lookup for ${root} because ts-node is run in node version ${process.version}"`);
        (0, warn_1.memoizedWarn)(`ts-node executable cannot transpile ESM in Node 20. Existing compiled source will be used instead. See https://github.com/oclif/core/issues/817.`);
        return orig;
      }
      try {
        return await determinePath(root, orig, plugin);
      } catch (error) {
        debug(error);
        return orig;
      }
    }
  }
});

// ../node_modules/get-package-type/is-node-modules.cjs
var require_is_node_modules = __commonJS({
  "../node_modules/get-package-type/is-node-modules.cjs"(exports2, module2) {
    "use strict";
    var path = require("path");
    function isNodeModules(directory) {
      let basename = path.basename(directory);
      if (path.sep === "\\") {
        basename = basename.toLowerCase();
      }
      return basename === "node_modules";
    }
    module2.exports = isNodeModules;
  }
});

// ../node_modules/get-package-type/cache.cjs
var require_cache2 = __commonJS({
  "../node_modules/get-package-type/cache.cjs"(exports2, module2) {
    "use strict";
    module2.exports = /* @__PURE__ */ new Map();
  }
});

// ../node_modules/get-package-type/async.cjs
var require_async = __commonJS({
  "../node_modules/get-package-type/async.cjs"(exports2, module2) {
    "use strict";
    var path = require("path");
    var { promisify: promisify3 } = require("util");
    var readFile = promisify3(require("fs").readFile);
    var isNodeModules = require_is_node_modules();
    var resultsCache = require_cache2();
    var promiseCache = /* @__PURE__ */ new Map();
    async function getDirectoryTypeActual(directory) {
      if (isNodeModules(directory)) {
        return "commonjs";
      }
      try {
        return JSON.parse(await readFile(path.resolve(directory, "package.json"))).type || "commonjs";
      } catch (_) {
      }
      const parent = path.dirname(directory);
      if (parent === directory) {
        return "commonjs";
      }
      return getDirectoryType(parent);
    }
    async function getDirectoryType(directory) {
      if (resultsCache.has(directory)) {
        return resultsCache.get(directory);
      }
      if (promiseCache.has(directory)) {
        return promiseCache.get(directory);
      }
      const promise = getDirectoryTypeActual(directory);
      promiseCache.set(directory, promise);
      const result = await promise;
      resultsCache.set(directory, result);
      promiseCache.delete(directory);
      return result;
    }
    function getPackageType(filename) {
      return getDirectoryType(path.resolve(path.dirname(filename)));
    }
    module2.exports = getPackageType;
  }
});

// ../node_modules/get-package-type/sync.cjs
var require_sync = __commonJS({
  "../node_modules/get-package-type/sync.cjs"(exports2, module2) {
    "use strict";
    var path = require("path");
    var { readFileSync } = require("fs");
    var isNodeModules = require_is_node_modules();
    var resultsCache = require_cache2();
    function getDirectoryTypeActual(directory) {
      if (isNodeModules(directory)) {
        return "commonjs";
      }
      try {
        return JSON.parse(readFileSync(path.resolve(directory, "package.json"))).type || "commonjs";
      } catch (_) {
      }
      const parent = path.dirname(directory);
      if (parent === directory) {
        return "commonjs";
      }
      return getDirectoryType(parent);
    }
    function getDirectoryType(directory) {
      if (resultsCache.has(directory)) {
        return resultsCache.get(directory);
      }
      const result = getDirectoryTypeActual(directory);
      resultsCache.set(directory, result);
      return result;
    }
    function getPackageTypeSync(filename) {
      return getDirectoryType(path.resolve(path.dirname(filename)));
    }
    module2.exports = getPackageTypeSync;
  }
});

// ../node_modules/get-package-type/index.cjs
var require_get_package_type = __commonJS({
  "../node_modules/get-package-type/index.cjs"(exports2, module2) {
    "use strict";
    var getPackageType = require_async();
    var getPackageTypeSync = require_sync();
    module2.exports = (filename) => getPackageType(filename);
    module2.exports.sync = getPackageTypeSync;
  }
});

// ../node_modules/@oclif/core/lib/module-loader.js
var require_module_loader = __commonJS({
  "../node_modules/@oclif/core/lib/module-loader.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.load = load;
    exports2.loadWithData = loadWithData;
    exports2.loadWithDataFromManifest = loadWithDataFromManifest;
    exports2.isPathModule = isPathModule;
    var getPackageType = require_get_package_type();
    var node_fs_1 = require("node:fs");
    var node_path_1 = require("node:path");
    var node_url_1 = require("node:url");
    var ts_path_1 = require_ts_path();
    var module_load_1 = require_module_load();
    var fs_1 = require_fs();
    var SUPPORTED_EXTENSIONS = [".ts", ".js", ".mjs", ".cjs", ".mts", ".cts", ".tsx", ".jsx"];
    var isPlugin = (config) => config.type !== void 0;
    function handleError(error, isESM, path) {
      if (error.code === "MODULE_NOT_FOUND" || error.code === "ERR_MODULE_NOT_FOUND") {
        throw new module_load_1.ModuleLoadError(`${isESM ? "import()" : "require"} failed to load ${path}: ${error.message}`);
      }
      throw error;
    }
    async function load(config, modulePath) {
      let filePath;
      let isESM;
      try {
        ;
        ({ filePath, isESM } = await resolvePath(config, modulePath));
        return isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : require(filePath);
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    async function loadWithData(config, modulePath) {
      let filePath;
      let isESM;
      try {
        ;
        ({ filePath, isESM } = await resolvePath(config, modulePath));
        const module3 = isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : require(filePath);
        return { filePath, isESM, module: module3 };
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    async function loadWithDataFromManifest(cached, modulePath) {
      const { id, isESM, relativePath } = cached;
      if (!relativePath) {
        throw new module_load_1.ModuleLoadError(`Cached command ${id} does not have a relative path`);
      }
      if (isESM === void 0) {
        throw new module_load_1.ModuleLoadError(`Cached command ${id} does not have the isESM property set`);
      }
      const filePath = (0, node_path_1.join)(modulePath, relativePath.join(node_path_1.sep));
      try {
        const module3 = isESM ? await import((0, node_url_1.pathToFileURL)(filePath).href) : require(filePath);
        return { filePath, isESM, module: module3 };
      } catch (error) {
        handleError(error, isESM, filePath ?? modulePath);
      }
    }
    function isPathModule(filePath) {
      const extension = (0, node_path_1.extname)(filePath).toLowerCase();
      switch (extension) {
        case ".js":
        case ".jsx":
        case ".ts":
        case ".tsx": {
          return getPackageType.sync(filePath) === "module";
        }
        case ".mjs":
        case ".mts": {
          return true;
        }
        default: {
          return false;
        }
      }
    }
    async function resolvePath(config, modulePath) {
      let isESM;
      let filePath;
      try {
        filePath = require.resolve(modulePath);
        isESM = isPathModule(filePath);
      } catch {
        filePath = (isPlugin(config) ? await (0, ts_path_1.tsPath)(config.root, modulePath, config) : await (0, ts_path_1.tsPath)(config.root, modulePath)) ?? modulePath;
        let fileExists = false;
        let isDirectory = false;
        if ((0, fs_1.existsSync)(filePath)) {
          fileExists = true;
          try {
            if ((0, node_fs_1.lstatSync)(filePath)?.isDirectory?.()) {
              fileExists = false;
              isDirectory = true;
            }
          } catch {
          }
        }
        if (!fileExists) {
          let foundPath = findFile(filePath);
          if (!foundPath && isDirectory) {
            foundPath = findFile((0, node_path_1.join)(filePath, "index"));
          }
          if (foundPath) {
            filePath = foundPath;
          }
        }
        isESM = isPathModule(filePath);
      }
      return { filePath, isESM };
    }
    function findFile(filePath) {
      for (const extension of SUPPORTED_EXTENSIONS) {
        const testPath = `${filePath}${extension}`;
        if ((0, fs_1.existsSync)(testPath)) {
          return testPath;
        }
      }
      return null;
    }
  }
});

// ../node_modules/@oclif/core/lib/symbols.js
var require_symbols = __commonJS({
  "../node_modules/@oclif/core/lib/symbols.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.SINGLE_COMMAND_CLI_SYMBOL = void 0;
    exports2.SINGLE_COMMAND_CLI_SYMBOL = (/* @__PURE__ */ Symbol("SINGLE_COMMAND_CLI")).toString();
  }
});

// ../node_modules/@oclif/core/lib/util/cache-default-value.js
var require_cache_default_value = __commonJS({
  "../node_modules/@oclif/core/lib/util/cache-default-value.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.cacheDefaultValue = void 0;
    var cacheDefaultValue = async (flagOrArg, respectNoCacheDefault) => {
      if (respectNoCacheDefault && flagOrArg.noCacheDefault)
        return;
      if (typeof flagOrArg.defaultHelp === "function") {
        try {
          return await flagOrArg.defaultHelp({ flags: {}, options: flagOrArg });
        } catch {
          return;
        }
      }
      if (typeof flagOrArg.default === "function") {
        try {
          return await flagOrArg.default({ flags: {}, options: flagOrArg });
        } catch {
        }
      } else {
        return flagOrArg.default;
      }
    };
    exports2.cacheDefaultValue = cacheDefaultValue;
  }
});

// ../node_modules/@oclif/core/lib/util/ids.js
var require_ids = __commonJS({
  "../node_modules/@oclif/core/lib/util/ids.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.toStandardizedId = toStandardizedId;
    exports2.toConfiguredId = toConfiguredId;
    function toStandardizedId(commandID, config) {
      return commandID.replaceAll(new RegExp(config.topicSeparator, "g"), ":");
    }
    function toConfiguredId(commandID, config) {
      const defaultTopicSeparator = ":";
      return commandID.replaceAll(new RegExp(defaultTopicSeparator, "g"), config.topicSeparator || defaultTopicSeparator);
    }
  }
});

// ../node_modules/@oclif/core/lib/ux/action/base.js
var require_base = __commonJS({
  "../node_modules/@oclif/core/lib/ux/action/base.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ActionBase = void 0;
    var node_util_1 = require("node:util");
    var util_1 = require_util();
    var ActionBase = class {
      std = "stderr";
      stdmocks;
      type;
      stdmockOrigs = {
        stderr: process.stderr.write,
        stdout: process.stdout.write
      };
      get globals() {
        ;
        globalThis.ux = globalThis.ux || {};
        const globals = globalThis.ux;
        globals.action = globals.action || {};
        return globals;
      }
      get output() {
        return this.globals.output;
      }
      set output(output) {
        this.globals.output = output;
      }
      get running() {
        return Boolean(this.task);
      }
      get status() {
        return this.task ? this.task.status : void 0;
      }
      set status(status) {
        const { task } = this;
        if (!task) {
          return;
        }
        if (task.status === status) {
          return;
        }
        this._updateStatus(status, task.status);
        task.status = status;
      }
      get task() {
        return this.globals.action.task;
      }
      set task(task) {
        this.globals.action.task = task;
      }
      // flush mocked stdout/stderr
      _flushStdout() {
        try {
          let output = "";
          let std;
          while (this.stdmocks && this.stdmocks.length > 0) {
            const cur = this.stdmocks.shift();
            std = cur[0];
            this._write(std, cur[1]);
            output += cur[1][0].toString("utf8");
          }
          if (output && std && output.at(-1) !== "\n") {
            this._write(std, "\n");
          }
        } catch (error) {
          this._write("stderr", (0, node_util_1.inspect)(error));
        }
      }
      _pause(_) {
        throw new Error("not implemented");
      }
      _resume() {
        if (this.task)
          this.start(this.task.action, this.task.status);
      }
      _start(_opts) {
        throw new Error("not implemented");
      }
      // mock out stdout/stderr so it doesn't screw up the rendering
      _stdout(toggle) {
        try {
          if (toggle) {
            if (this.stdmocks)
              return;
            this.stdmockOrigs = {
              stderr: process.stderr.write,
              stdout: process.stdout.write
            };
            this.stdmocks = [];
            process.stdout.write = (...args) => {
              this.stdmocks.push(["stdout", args]);
              return true;
            };
            process.stderr.write = (...args) => {
              this.stdmocks.push(["stderr", args]);
              return true;
            };
          } else {
            if (!this.stdmocks)
              return;
            delete this.stdmocks;
            process.stdout.write = this.stdmockOrigs.stdout;
            process.stderr.write = this.stdmockOrigs.stderr;
          }
        } catch (error) {
          this._write("stderr", (0, node_util_1.inspect)(error));
        }
      }
      _stop(_) {
        throw new Error("not implemented");
      }
      _updateStatus(_, __) {
      }
      // write to the real stdout/stderr
      _write(std, s) {
        switch (std) {
          case "stderr": {
            this.stdmockOrigs.stderr.apply(process.stderr, (0, util_1.castArray)(s));
            break;
          }
          case "stdout": {
            this.stdmockOrigs.stdout.apply(process.stdout, (0, util_1.castArray)(s));
            break;
          }
          default: {
            throw new Error(`invalid std: ${std}`);
          }
        }
      }
      pause(fn, icon) {
        const { task } = this;
        const active = task && task.active;
        if (task && active) {
          this._pause(icon);
          this._stdout(false);
          task.active = false;
        }
        const ret = fn();
        if (task && active) {
          this._resume();
        }
        return ret;
      }
      async pauseAsync(fn, icon) {
        const { task } = this;
        const active = task && task.active;
        if (task && active) {
          this._pause(icon);
          this._stdout(false);
          task.active = false;
        }
        const ret = await fn();
        if (task && active) {
          this._resume();
        }
        return ret;
      }
      start(action, status, opts = {}) {
        this.std = opts.stdout ? "stdout" : "stderr";
        const task = { action, active: Boolean(this.task && this.task.active), status };
        this.task = task;
        this._start(opts);
        task.active = true;
        this._stdout(true);
      }
      stop(msg = "done") {
        const { task } = this;
        if (!task) {
          return;
        }
        this._stop(msg);
        task.active = false;
        this.task = void 0;
        this._stdout(false);
      }
    };
    exports2.ActionBase = ActionBase;
  }
});

// ../node_modules/@oclif/core/lib/ux/action/simple.js
var require_simple = __commonJS({
  "../node_modules/@oclif/core/lib/ux/action/simple.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var base_1 = require_base();
    var SimpleAction = class extends base_1.ActionBase {
      type = "simple";
      _pause(icon) {
        if (icon)
          this._updateStatus(icon);
        else
          this._flush();
      }
      _resume() {
      }
      _start() {
        if (!this.task)
          return;
        this._render(this.task.action, this.task.status);
      }
      _stop(status) {
        if (!this.task)
          return;
        this._updateStatus(status, this.task.status, true);
      }
      _updateStatus(status, prevStatus, newline = false) {
        if (!this.task)
          return;
        if (this.task.active && !prevStatus)
          this._write(this.std, ` ${status}`);
        else
          this._write(this.std, `${this.task.action}... ${status}`);
        if (newline || !prevStatus)
          this._flush();
      }
      _flush() {
        this._write(this.std, "\n");
        this._flushStdout();
      }
      _render(action, status) {
        if (!this.task)
          return;
        if (this.task.active)
          this._flush();
        this._write(this.std, status ? `${action}... ${status}` : `${action}...`);
      }
    };
    exports2.default = SimpleAction;
  }
});

// ../node_modules/ansi-escapes/index.js
var require_ansi_escapes = __commonJS({
  "../node_modules/ansi-escapes/index.js"(exports2, module2) {
    "use strict";
    var ansiEscapes = module2.exports;
    module2.exports.default = ansiEscapes;
    var ESC = "\x1B[";
    var OSC = "\x1B]";
    var BEL = "\x07";
    var SEP = ";";
    var isTerminalApp = process.env.TERM_PROGRAM === "Apple_Terminal";
    ansiEscapes.cursorTo = (x, y) => {
      if (typeof x !== "number") {
        throw new TypeError("The `x` argument is required");
      }
      if (typeof y !== "number") {
        return ESC + (x + 1) + "G";
      }
      return ESC + (y + 1) + ";" + (x + 1) + "H";
    };
    ansiEscapes.cursorMove = (x, y) => {
      if (typeof x !== "number") {
        throw new TypeError("The `x` argument is required");
      }
      let ret = "";
      if (x < 0) {
        ret += ESC + -x + "D";
      } else if (x > 0) {
        ret += ESC + x + "C";
      }
      if (y < 0) {
        ret += ESC + -y + "A";
      } else if (y > 0) {
        ret += ESC + y + "B";
      }
      return ret;
    };
    ansiEscapes.cursorUp = (count = 1) => ESC + count + "A";
    ansiEscapes.cursorDown = (count = 1) => ESC + count + "B";
    ansiEscapes.cursorForward = (count = 1) => ESC + count + "C";
    ansiEscapes.cursorBackward = (count = 1) => ESC + count + "D";
    ansiEscapes.cursorLeft = ESC + "G";
    ansiEscapes.cursorSavePosition = isTerminalApp ? "\x1B7" : ESC + "s";
    ansiEscapes.cursorRestorePosition = isTerminalApp ? "\x1B8" : ESC + "u";
    ansiEscapes.cursorGetPosition = ESC + "6n";
    ansiEscapes.cursorNextLine = ESC + "E";
    ansiEscapes.cursorPrevLine = ESC + "F";
    ansiEscapes.cursorHide = ESC + "?25l";
    ansiEscapes.cursorShow = ESC + "?25h";
    ansiEscapes.eraseLines = (count) => {
      let clear = "";
      for (let i = 0; i < count; i++) {
        clear += ansiEscapes.eraseLine + (i < count - 1 ? ansiEscapes.cursorUp() : "");
      }
      if (count) {
        clear += ansiEscapes.cursorLeft;
      }
      return clear;
    };
    ansiEscapes.eraseEndLine = ESC + "K";
    ansiEscapes.eraseStartLine = ESC + "1K";
    ansiEscapes.eraseLine = ESC + "2K";
    ansiEscapes.eraseDown = ESC + "J";
    ansiEscapes.eraseUp = ESC + "1J";
    ansiEscapes.eraseScreen = ESC + "2J";
    ansiEscapes.scrollUp = ESC + "S";
    ansiEscapes.scrollDown = ESC + "T";
    ansiEscapes.clearScreen = "\x1Bc";
    ansiEscapes.clearTerminal = process.platform === "win32" ? `${ansiEscapes.eraseScreen}${ESC}0f` : (
      // 1. Erases the screen (Only done in case `2` is not supported)
      // 2. Erases the whole screen including scrollback buffer
      // 3. Moves cursor to the top-left position
      // More info: https://www.real-world-systems.com/docs/ANSIcode.html
      `${ansiEscapes.eraseScreen}${ESC}3J${ESC}H`
    );
    ansiEscapes.beep = BEL;
    ansiEscapes.link = (text, url) => {
      return [
        OSC,
        "8",
        SEP,
        SEP,
        url,
        BEL,
        text,
        OSC,
        "8",
        SEP,
        SEP,
        BEL
      ].join("");
    };
    ansiEscapes.image = (buffer, options = {}) => {
      let ret = `${OSC}1337;File=inline=1`;
      if (options.width) {
        ret += `;width=${options.width}`;
      }
      if (options.height) {
        ret += `;height=${options.height}`;
      }
      if (options.preserveAspectRatio === false) {
        ret += ";preserveAspectRatio=0";
      }
      return ret + ":" + buffer.toString("base64") + BEL;
    };
    ansiEscapes.iTerm = {
      setCwd: (cwd = process.cwd()) => `${OSC}50;CurrentDir=${cwd}${BEL}`,
      annotation: (message, options = {}) => {
        let ret = `${OSC}1337;`;
        const hasX = typeof options.x !== "undefined";
        const hasY = typeof options.y !== "undefined";
        if ((hasX || hasY) && !(hasX && hasY && typeof options.length !== "undefined")) {
          throw new Error("`x`, `y` and `length` must be defined when `x` or `y` is defined");
        }
        message = message.replace(/\|/g, "");
        ret += options.isHidden ? "AddHiddenAnnotation=" : "AddAnnotation=";
        if (options.length > 0) {
          ret += (hasX ? [message, options.length, options.x, options.y] : [options.length, message]).join("|");
        } else {
          ret += message;
        }
        return ret + BEL;
      }
    };
  }
});

// ../node_modules/cli-spinners/spinners.json
var require_spinners = __commonJS({
  "../node_modules/cli-spinners/spinners.json"(exports2, module2) {
    module2.exports = {
      dots: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u2839",
          "\u2838",
          "\u283C",
          "\u2834",
          "\u2826",
          "\u2827",
          "\u2807",
          "\u280F"
        ]
      },
      dots2: {
        interval: 80,
        frames: [
          "\u28FE",
          "\u28FD",
          "\u28FB",
          "\u28BF",
          "\u287F",
          "\u28DF",
          "\u28EF",
          "\u28F7"
        ]
      },
      dots3: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u281A",
          "\u281E",
          "\u2816",
          "\u2826",
          "\u2834",
          "\u2832",
          "\u2833",
          "\u2813"
        ]
      },
      dots4: {
        interval: 80,
        frames: [
          "\u2804",
          "\u2806",
          "\u2807",
          "\u280B",
          "\u2819",
          "\u2838",
          "\u2830",
          "\u2820",
          "\u2830",
          "\u2838",
          "\u2819",
          "\u280B",
          "\u2807",
          "\u2806"
        ]
      },
      dots5: {
        interval: 80,
        frames: [
          "\u280B",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B"
        ]
      },
      dots6: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2809",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2824",
          "\u2804",
          "\u2804",
          "\u2824",
          "\u2834",
          "\u2832",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u281A",
          "\u2819",
          "\u2809",
          "\u2801"
        ]
      },
      dots7: {
        interval: 80,
        frames: [
          "\u2808",
          "\u2809",
          "\u280B",
          "\u2813",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2816",
          "\u2826",
          "\u2824",
          "\u2820",
          "\u2820",
          "\u2824",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B",
          "\u2809",
          "\u2808"
        ]
      },
      dots8: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2801",
          "\u2809",
          "\u2819",
          "\u281A",
          "\u2812",
          "\u2802",
          "\u2802",
          "\u2812",
          "\u2832",
          "\u2834",
          "\u2824",
          "\u2804",
          "\u2804",
          "\u2824",
          "\u2820",
          "\u2820",
          "\u2824",
          "\u2826",
          "\u2816",
          "\u2812",
          "\u2810",
          "\u2810",
          "\u2812",
          "\u2813",
          "\u280B",
          "\u2809",
          "\u2808",
          "\u2808"
        ]
      },
      dots9: {
        interval: 80,
        frames: [
          "\u28B9",
          "\u28BA",
          "\u28BC",
          "\u28F8",
          "\u28C7",
          "\u2867",
          "\u2857",
          "\u284F"
        ]
      },
      dots10: {
        interval: 80,
        frames: [
          "\u2884",
          "\u2882",
          "\u2881",
          "\u2841",
          "\u2848",
          "\u2850",
          "\u2860"
        ]
      },
      dots11: {
        interval: 100,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2840",
          "\u2880",
          "\u2820",
          "\u2810",
          "\u2808"
        ]
      },
      dots12: {
        interval: 80,
        frames: [
          "\u2880\u2800",
          "\u2840\u2800",
          "\u2804\u2800",
          "\u2882\u2800",
          "\u2842\u2800",
          "\u2805\u2800",
          "\u2883\u2800",
          "\u2843\u2800",
          "\u280D\u2800",
          "\u288B\u2800",
          "\u284B\u2800",
          "\u280D\u2801",
          "\u288B\u2801",
          "\u284B\u2801",
          "\u280D\u2809",
          "\u280B\u2809",
          "\u280B\u2809",
          "\u2809\u2819",
          "\u2809\u2819",
          "\u2809\u2829",
          "\u2808\u2899",
          "\u2808\u2859",
          "\u2888\u2829",
          "\u2840\u2899",
          "\u2804\u2859",
          "\u2882\u2829",
          "\u2842\u2898",
          "\u2805\u2858",
          "\u2883\u2828",
          "\u2843\u2890",
          "\u280D\u2850",
          "\u288B\u2820",
          "\u284B\u2880",
          "\u280D\u2841",
          "\u288B\u2801",
          "\u284B\u2801",
          "\u280D\u2809",
          "\u280B\u2809",
          "\u280B\u2809",
          "\u2809\u2819",
          "\u2809\u2819",
          "\u2809\u2829",
          "\u2808\u2899",
          "\u2808\u2859",
          "\u2808\u2829",
          "\u2800\u2899",
          "\u2800\u2859",
          "\u2800\u2829",
          "\u2800\u2898",
          "\u2800\u2858",
          "\u2800\u2828",
          "\u2800\u2890",
          "\u2800\u2850",
          "\u2800\u2820",
          "\u2800\u2880",
          "\u2800\u2840"
        ]
      },
      dots13: {
        interval: 80,
        frames: [
          "\u28FC",
          "\u28F9",
          "\u28BB",
          "\u283F",
          "\u285F",
          "\u28CF",
          "\u28E7",
          "\u28F6"
        ]
      },
      dots8Bit: {
        interval: 80,
        frames: [
          "\u2800",
          "\u2801",
          "\u2802",
          "\u2803",
          "\u2804",
          "\u2805",
          "\u2806",
          "\u2807",
          "\u2840",
          "\u2841",
          "\u2842",
          "\u2843",
          "\u2844",
          "\u2845",
          "\u2846",
          "\u2847",
          "\u2808",
          "\u2809",
          "\u280A",
          "\u280B",
          "\u280C",
          "\u280D",
          "\u280E",
          "\u280F",
          "\u2848",
          "\u2849",
          "\u284A",
          "\u284B",
          "\u284C",
          "\u284D",
          "\u284E",
          "\u284F",
          "\u2810",
          "\u2811",
          "\u2812",
          "\u2813",
          "\u2814",
          "\u2815",
          "\u2816",
          "\u2817",
          "\u2850",
          "\u2851",
          "\u2852",
          "\u2853",
          "\u2854",
          "\u2855",
          "\u2856",
          "\u2857",
          "\u2818",
          "\u2819",
          "\u281A",
          "\u281B",
          "\u281C",
          "\u281D",
          "\u281E",
          "\u281F",
          "\u2858",
          "\u2859",
          "\u285A",
          "\u285B",
          "\u285C",
          "\u285D",
          "\u285E",
          "\u285F",
          "\u2820",
          "\u2821",
          "\u2822",
          "\u2823",
          "\u2824",
          "\u2825",
          "\u2826",
          "\u2827",
          "\u2860",
          "\u2861",
          "\u2862",
          "\u2863",
          "\u2864",
          "\u2865",
          "\u2866",
          "\u2867",
          "\u2828",
          "\u2829",
          "\u282A",
          "\u282B",
          "\u282C",
          "\u282D",
          "\u282E",
          "\u282F",
          "\u2868",
          "\u2869",
          "\u286A",
          "\u286B",
          "\u286C",
          "\u286D",
          "\u286E",
          "\u286F",
          "\u2830",
          "\u2831",
          "\u2832",
          "\u2833",
          "\u2834",
          "\u2835",
          "\u2836",
          "\u2837",
          "\u2870",
          "\u2871",
          "\u2872",
          "\u2873",
          "\u2874",
          "\u2875",
          "\u2876",
          "\u2877",
          "\u2838",
          "\u2839",
          "\u283A",
          "\u283B",
          "\u283C",
          "\u283D",
          "\u283E",
          "\u283F",
          "\u2878",
          "\u2879",
          "\u287A",
          "\u287B",
          "\u287C",
          "\u287D",
          "\u287E",
          "\u287F",
          "\u2880",
          "\u2881",
          "\u2882",
          "\u2883",
          "\u2884",
          "\u2885",
          "\u2886",
          "\u2887",
          "\u28C0",
          "\u28C1",
          "\u28C2",
          "\u28C3",
          "\u28C4",
          "\u28C5",
          "\u28C6",
          "\u28C7",
          "\u2888",
          "\u2889",
          "\u288A",
          "\u288B",
          "\u288C",
          "\u288D",
          "\u288E",
          "\u288F",
          "\u28C8",
          "\u28C9",
          "\u28CA",
          "\u28CB",
          "\u28CC",
          "\u28CD",
          "\u28CE",
          "\u28CF",
          "\u2890",
          "\u2891",
          "\u2892",
          "\u2893",
          "\u2894",
          "\u2895",
          "\u2896",
          "\u2897",
          "\u28D0",
          "\u28D1",
          "\u28D2",
          "\u28D3",
          "\u28D4",
          "\u28D5",
          "\u28D6",
          "\u28D7",
          "\u2898",
          "\u2899",
          "\u289A",
          "\u289B",
          "\u289C",
          "\u289D",
          "\u289E",
          "\u289F",
          "\u28D8",
          "\u28D9",
          "\u28DA",
          "\u28DB",
          "\u28DC",
          "\u28DD",
          "\u28DE",
          "\u28DF",
          "\u28A0",
          "\u28A1",
          "\u28A2",
          "\u28A3",
          "\u28A4",
          "\u28A5",
          "\u28A6",
          "\u28A7",
          "\u28E0",
          "\u28E1",
          "\u28E2",
          "\u28E3",
          "\u28E4",
          "\u28E5",
          "\u28E6",
          "\u28E7",
          "\u28A8",
          "\u28A9",
          "\u28AA",
          "\u28AB",
          "\u28AC",
          "\u28AD",
          "\u28AE",
          "\u28AF",
          "\u28E8",
          "\u28E9",
          "\u28EA",
          "\u28EB",
          "\u28EC",
          "\u28ED",
          "\u28EE",
          "\u28EF",
          "\u28B0",
          "\u28B1",
          "\u28B2",
          "\u28B3",
          "\u28B4",
          "\u28B5",
          "\u28B6",
          "\u28B7",
          "\u28F0",
          "\u28F1",
          "\u28F2",
          "\u28F3",
          "\u28F4",
          "\u28F5",
          "\u28F6",
          "\u28F7",
          "\u28B8",
          "\u28B9",
          "\u28BA",
          "\u28BB",
          "\u28BC",
          "\u28BD",
          "\u28BE",
          "\u28BF",
          "\u28F8",
          "\u28F9",
          "\u28FA",
          "\u28FB",
          "\u28FC",
          "\u28FD",
          "\u28FE",
          "\u28FF"
        ]
      },
      sand: {
        interval: 80,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2840",
          "\u2848",
          "\u2850",
          "\u2860",
          "\u28C0",
          "\u28C1",
          "\u28C2",
          "\u28C4",
          "\u28CC",
          "\u28D4",
          "\u28E4",
          "\u28E5",
          "\u28E6",
          "\u28EE",
          "\u28F6",
          "\u28F7",
          "\u28FF",
          "\u287F",
          "\u283F",
          "\u289F",
          "\u281F",
          "\u285B",
          "\u281B",
          "\u282B",
          "\u288B",
          "\u280B",
          "\u280D",
          "\u2849",
          "\u2809",
          "\u2811",
          "\u2821",
          "\u2881"
        ]
      },
      line: {
        interval: 130,
        frames: [
          "-",
          "\\",
          "|",
          "/"
        ]
      },
      line2: {
        interval: 100,
        frames: [
          "\u2802",
          "-",
          "\u2013",
          "\u2014",
          "\u2013",
          "-"
        ]
      },
      pipe: {
        interval: 100,
        frames: [
          "\u2524",
          "\u2518",
          "\u2534",
          "\u2514",
          "\u251C",
          "\u250C",
          "\u252C",
          "\u2510"
        ]
      },
      simpleDots: {
        interval: 400,
        frames: [
          ".  ",
          ".. ",
          "...",
          "   "
        ]
      },
      simpleDotsScrolling: {
        interval: 200,
        frames: [
          ".  ",
          ".. ",
          "...",
          " ..",
          "  .",
          "   "
        ]
      },
      star: {
        interval: 70,
        frames: [
          "\u2736",
          "\u2738",
          "\u2739",
          "\u273A",
          "\u2739",
          "\u2737"
        ]
      },
      star2: {
        interval: 80,
        frames: [
          "+",
          "x",
          "*"
        ]
      },
      flip: {
        interval: 70,
        frames: [
          "_",
          "_",
          "_",
          "-",
          "`",
          "`",
          "'",
          "\xB4",
          "-",
          "_",
          "_",
          "_"
        ]
      },
      hamburger: {
        interval: 100,
        frames: [
          "\u2631",
          "\u2632",
          "\u2634"
        ]
      },
      growVertical: {
        interval: 120,
        frames: [
          "\u2581",
          "\u2583",
          "\u2584",
          "\u2585",
          "\u2586",
          "\u2587",
          "\u2586",
          "\u2585",
          "\u2584",
          "\u2583"
        ]
      },
      growHorizontal: {
        interval: 120,
        frames: [
          "\u258F",
          "\u258E",
          "\u258D",
          "\u258C",
          "\u258B",
          "\u258A",
          "\u2589",
          "\u258A",
          "\u258B",
          "\u258C",
          "\u258D",
          "\u258E"
        ]
      },
      balloon: {
        interval: 140,
        frames: [
          " ",
          ".",
          "o",
          "O",
          "@",
          "*",
          " "
        ]
      },
      balloon2: {
        interval: 120,
        frames: [
          ".",
          "o",
          "O",
          "\xB0",
          "O",
          "o",
          "."
        ]
      },
      noise: {
        interval: 100,
        frames: [
          "\u2593",
          "\u2592",
          "\u2591"
        ]
      },
      bounce: {
        interval: 120,
        frames: [
          "\u2801",
          "\u2802",
          "\u2804",
          "\u2802"
        ]
      },
      boxBounce: {
        interval: 120,
        frames: [
          "\u2596",
          "\u2598",
          "\u259D",
          "\u2597"
        ]
      },
      boxBounce2: {
        interval: 100,
        frames: [
          "\u258C",
          "\u2580",
          "\u2590",
          "\u2584"
        ]
      },
      triangle: {
        interval: 50,
        frames: [
          "\u25E2",
          "\u25E3",
          "\u25E4",
          "\u25E5"
        ]
      },
      binary: {
        interval: 80,
        frames: [
          "010010",
          "001100",
          "100101",
          "111010",
          "111101",
          "010111",
          "101011",
          "111000",
          "110011",
          "110101"
        ]
      },
      arc: {
        interval: 100,
        frames: [
          "\u25DC",
          "\u25E0",
          "\u25DD",
          "\u25DE",
          "\u25E1",
          "\u25DF"
        ]
      },
      circle: {
        interval: 120,
        frames: [
          "\u25E1",
          "\u2299",
          "\u25E0"
        ]
      },
      squareCorners: {
        interval: 180,
        frames: [
          "\u25F0",
          "\u25F3",
          "\u25F2",
          "\u25F1"
        ]
      },
      circleQuarters: {
        interval: 120,
        frames: [
          "\u25F4",
          "\u25F7",
          "\u25F6",
          "\u25F5"
        ]
      },
      circleHalves: {
        interval: 50,
        frames: [
          "\u25D0",
          "\u25D3",
          "\u25D1",
          "\u25D2"
        ]
      },
      squish: {
        interval: 100,
        frames: [
          "\u256B",
          "\u256A"
        ]
      },
      toggle: {
        interval: 250,
        frames: [
          "\u22B6",
          "\u22B7"
        ]
      },
      toggle2: {
        interval: 80,
        frames: [
          "\u25AB",
          "\u25AA"
        ]
      },
      toggle3: {
        interval: 120,
        frames: [
          "\u25A1",
          "\u25A0"
        ]
      },
      toggle4: {
        interval: 100,
        frames: [
          "\u25A0",
          "\u25A1",
          "\u25AA",
          "\u25AB"
        ]
      },
      toggle5: {
        interval: 100,
        frames: [
          "\u25AE",
          "\u25AF"
        ]
      },
      toggle6: {
        interval: 300,
        frames: [
          "\u101D",
          "\u1040"
        ]
      },
      toggle7: {
        interval: 80,
        frames: [
          "\u29BE",
          "\u29BF"
        ]
      },
      toggle8: {
        interval: 100,
        frames: [
          "\u25CD",
          "\u25CC"
        ]
      },
      toggle9: {
        interval: 100,
        frames: [
          "\u25C9",
          "\u25CE"
        ]
      },
      toggle10: {
        interval: 100,
        frames: [
          "\u3282",
          "\u3280",
          "\u3281"
        ]
      },
      toggle11: {
        interval: 50,
        frames: [
          "\u29C7",
          "\u29C6"
        ]
      },
      toggle12: {
        interval: 120,
        frames: [
          "\u2617",
          "\u2616"
        ]
      },
      toggle13: {
        interval: 80,
        frames: [
          "=",
          "*",
          "-"
        ]
      },
      arrow: {
        interval: 100,
        frames: [
          "\u2190",
          "\u2196",
          "\u2191",
          "\u2197",
          "\u2192",
          "\u2198",
          "\u2193",
          "\u2199"
        ]
      },
      arrow2: {
        interval: 80,
        frames: [
          "\u2B06\uFE0F ",
          "\u2197\uFE0F ",
          "\u27A1\uFE0F ",
          "\u2198\uFE0F ",
          "\u2B07\uFE0F ",
          "\u2199\uFE0F ",
          "\u2B05\uFE0F ",
          "\u2196\uFE0F "
        ]
      },
      arrow3: {
        interval: 120,
        frames: [
          "\u25B9\u25B9\u25B9\u25B9\u25B9",
          "\u25B8\u25B9\u25B9\u25B9\u25B9",
          "\u25B9\u25B8\u25B9\u25B9\u25B9",
          "\u25B9\u25B9\u25B8\u25B9\u25B9",
          "\u25B9\u25B9\u25B9\u25B8\u25B9",
          "\u25B9\u25B9\u25B9\u25B9\u25B8"
        ]
      },
      bouncingBar: {
        interval: 80,
        frames: [
          "[    ]",
          "[=   ]",
          "[==  ]",
          "[=== ]",
          "[====]",
          "[ ===]",
          "[  ==]",
          "[   =]",
          "[    ]",
          "[   =]",
          "[  ==]",
          "[ ===]",
          "[====]",
          "[=== ]",
          "[==  ]",
          "[=   ]"
        ]
      },
      bouncingBall: {
        interval: 80,
        frames: [
          "( \u25CF    )",
          "(  \u25CF   )",
          "(   \u25CF  )",
          "(    \u25CF )",
          "(     \u25CF)",
          "(    \u25CF )",
          "(   \u25CF  )",
          "(  \u25CF   )",
          "( \u25CF    )",
          "(\u25CF     )"
        ]
      },
      smiley: {
        interval: 200,
        frames: [
          "\u{1F604} ",
          "\u{1F61D} "
        ]
      },
      monkey: {
        interval: 300,
        frames: [
          "\u{1F648} ",
          "\u{1F648} ",
          "\u{1F649} ",
          "\u{1F64A} "
        ]
      },
      hearts: {
        interval: 100,
        frames: [
          "\u{1F49B} ",
          "\u{1F499} ",
          "\u{1F49C} ",
          "\u{1F49A} ",
          "\u2764\uFE0F "
        ]
      },
      clock: {
        interval: 100,
        frames: [
          "\u{1F55B} ",
          "\u{1F550} ",
          "\u{1F551} ",
          "\u{1F552} ",
          "\u{1F553} ",
          "\u{1F554} ",
          "\u{1F555} ",
          "\u{1F556} ",
          "\u{1F557} ",
          "\u{1F558} ",
          "\u{1F559} ",
          "\u{1F55A} "
        ]
      },
      earth: {
        interval: 180,
        frames: [
          "\u{1F30D} ",
          "\u{1F30E} ",
          "\u{1F30F} "
        ]
      },
      material: {
        interval: 17,
        frames: [
          "\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2588",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581",
          "\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581\u2581"
        ]
      },
      moon: {
        interval: 80,
        frames: [
          "\u{1F311} ",
          "\u{1F312} ",
          "\u{1F313} ",
          "\u{1F314} ",
          "\u{1F315} ",
          "\u{1F316} ",
          "\u{1F317} ",
          "\u{1F318} "
        ]
      },
      runner: {
        interval: 140,
        frames: [
          "\u{1F6B6} ",
          "\u{1F3C3} "
        ]
      },
      pong: {
        interval: 80,
        frames: [
          "\u2590\u2802       \u258C",
          "\u2590\u2808       \u258C",
          "\u2590 \u2802      \u258C",
          "\u2590 \u2820      \u258C",
          "\u2590  \u2840     \u258C",
          "\u2590  \u2820     \u258C",
          "\u2590   \u2802    \u258C",
          "\u2590   \u2808    \u258C",
          "\u2590    \u2802   \u258C",
          "\u2590    \u2820   \u258C",
          "\u2590     \u2840  \u258C",
          "\u2590     \u2820  \u258C",
          "\u2590      \u2802 \u258C",
          "\u2590      \u2808 \u258C",
          "\u2590       \u2802\u258C",
          "\u2590       \u2820\u258C",
          "\u2590       \u2840\u258C",
          "\u2590      \u2820 \u258C",
          "\u2590      \u2802 \u258C",
          "\u2590     \u2808  \u258C",
          "\u2590     \u2802  \u258C",
          "\u2590    \u2820   \u258C",
          "\u2590    \u2840   \u258C",
          "\u2590   \u2820    \u258C",
          "\u2590   \u2802    \u258C",
          "\u2590  \u2808     \u258C",
          "\u2590  \u2802     \u258C",
          "\u2590 \u2820      \u258C",
          "\u2590 \u2840      \u258C",
          "\u2590\u2820       \u258C"
        ]
      },
      shark: {
        interval: 120,
        frames: [
          "\u2590|\\____________\u258C",
          "\u2590_|\\___________\u258C",
          "\u2590__|\\__________\u258C",
          "\u2590___|\\_________\u258C",
          "\u2590____|\\________\u258C",
          "\u2590_____|\\_______\u258C",
          "\u2590______|\\______\u258C",
          "\u2590_______|\\_____\u258C",
          "\u2590________|\\____\u258C",
          "\u2590_________|\\___\u258C",
          "\u2590__________|\\__\u258C",
          "\u2590___________|\\_\u258C",
          "\u2590____________|\\\u258C",
          "\u2590____________/|\u258C",
          "\u2590___________/|_\u258C",
          "\u2590__________/|__\u258C",
          "\u2590_________/|___\u258C",
          "\u2590________/|____\u258C",
          "\u2590_______/|_____\u258C",
          "\u2590______/|______\u258C",
          "\u2590_____/|_______\u258C",
          "\u2590____/|________\u258C",
          "\u2590___/|_________\u258C",
          "\u2590__/|__________\u258C",
          "\u2590_/|___________\u258C",
          "\u2590/|____________\u258C"
        ]
      },
      dqpb: {
        interval: 100,
        frames: [
          "d",
          "q",
          "p",
          "b"
        ]
      },
      weather: {
        interval: 100,
        frames: [
          "\u2600\uFE0F ",
          "\u2600\uFE0F ",
          "\u2600\uFE0F ",
          "\u{1F324} ",
          "\u26C5\uFE0F ",
          "\u{1F325} ",
          "\u2601\uFE0F ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u26C8 ",
          "\u{1F328} ",
          "\u{1F327} ",
          "\u{1F328} ",
          "\u2601\uFE0F ",
          "\u{1F325} ",
          "\u26C5\uFE0F ",
          "\u{1F324} ",
          "\u2600\uFE0F ",
          "\u2600\uFE0F "
        ]
      },
      christmas: {
        interval: 400,
        frames: [
          "\u{1F332}",
          "\u{1F384}"
        ]
      },
      grenade: {
        interval: 80,
        frames: [
          "\u060C  ",
          "\u2032  ",
          " \xB4 ",
          " \u203E ",
          "  \u2E0C",
          "  \u2E0A",
          "  |",
          "  \u204E",
          "  \u2055",
          " \u0DF4 ",
          "  \u2053",
          "   ",
          "   ",
          "   "
        ]
      },
      point: {
        interval: 125,
        frames: [
          "\u2219\u2219\u2219",
          "\u25CF\u2219\u2219",
          "\u2219\u25CF\u2219",
          "\u2219\u2219\u25CF",
          "\u2219\u2219\u2219"
        ]
      },
      layer: {
        interval: 150,
        frames: [
          "-",
          "=",
          "\u2261"
        ]
      },
      betaWave: {
        interval: 80,
        frames: [
          "\u03C1\u03B2\u03B2\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03C1\u03B2\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03C1\u03B2\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03C1\u03B2\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03C1\u03B2\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03B2\u03C1\u03B2",
          "\u03B2\u03B2\u03B2\u03B2\u03B2\u03B2\u03C1"
        ]
      },
      fingerDance: {
        interval: 160,
        frames: [
          "\u{1F918} ",
          "\u{1F91F} ",
          "\u{1F596} ",
          "\u270B ",
          "\u{1F91A} ",
          "\u{1F446} "
        ]
      },
      fistBump: {
        interval: 80,
        frames: [
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u{1F91C}\u3000\u3000\u3000\u3000\u{1F91B} ",
          "\u3000\u{1F91C}\u3000\u3000\u{1F91B}\u3000 ",
          "\u3000\u3000\u{1F91C}\u{1F91B}\u3000\u3000 ",
          "\u3000\u{1F91C}\u2728\u{1F91B}\u3000\u3000 ",
          "\u{1F91C}\u3000\u2728\u3000\u{1F91B}\u3000 "
        ]
      },
      soccerHeader: {
        interval: 80,
        frames: [
          " \u{1F9D1}\u26BD\uFE0F       \u{1F9D1} ",
          "\u{1F9D1}  \u26BD\uFE0F      \u{1F9D1} ",
          "\u{1F9D1}   \u26BD\uFE0F     \u{1F9D1} ",
          "\u{1F9D1}    \u26BD\uFE0F    \u{1F9D1} ",
          "\u{1F9D1}     \u26BD\uFE0F   \u{1F9D1} ",
          "\u{1F9D1}      \u26BD\uFE0F  \u{1F9D1} ",
          "\u{1F9D1}       \u26BD\uFE0F\u{1F9D1}  ",
          "\u{1F9D1}      \u26BD\uFE0F  \u{1F9D1} ",
          "\u{1F9D1}     \u26BD\uFE0F   \u{1F9D1} ",
          "\u{1F9D1}    \u26BD\uFE0F    \u{1F9D1} ",
          "\u{1F9D1}   \u26BD\uFE0F     \u{1F9D1} ",
          "\u{1F9D1}  \u26BD\uFE0F      \u{1F9D1} "
        ]
      },
      mindblown: {
        interval: 160,
        frames: [
          "\u{1F610} ",
          "\u{1F610} ",
          "\u{1F62E} ",
          "\u{1F62E} ",
          "\u{1F626} ",
          "\u{1F626} ",
          "\u{1F627} ",
          "\u{1F627} ",
          "\u{1F92F} ",
          "\u{1F4A5} ",
          "\u2728 ",
          "\u3000 ",
          "\u3000 ",
          "\u3000 "
        ]
      },
      speaker: {
        interval: 160,
        frames: [
          "\u{1F508} ",
          "\u{1F509} ",
          "\u{1F50A} ",
          "\u{1F509} "
        ]
      },
      orangePulse: {
        interval: 100,
        frames: [
          "\u{1F538} ",
          "\u{1F536} ",
          "\u{1F7E0} ",
          "\u{1F7E0} ",
          "\u{1F536} "
        ]
      },
      bluePulse: {
        interval: 100,
        frames: [
          "\u{1F539} ",
          "\u{1F537} ",
          "\u{1F535} ",
          "\u{1F535} ",
          "\u{1F537} "
        ]
      },
      orangeBluePulse: {
        interval: 100,
        frames: [
          "\u{1F538} ",
          "\u{1F536} ",
          "\u{1F7E0} ",
          "\u{1F7E0} ",
          "\u{1F536} ",
          "\u{1F539} ",
          "\u{1F537} ",
          "\u{1F535} ",
          "\u{1F535} ",
          "\u{1F537} "
        ]
      },
      timeTravel: {
        interval: 100,
        frames: [
          "\u{1F55B} ",
          "\u{1F55A} ",
          "\u{1F559} ",
          "\u{1F558} ",
          "\u{1F557} ",
          "\u{1F556} ",
          "\u{1F555} ",
          "\u{1F554} ",
          "\u{1F553} ",
          "\u{1F552} ",
          "\u{1F551} ",
          "\u{1F550} "
        ]
      },
      aesthetic: {
        interval: 80,
        frames: [
          "\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B1\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B1\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B1\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0\u25B1",
          "\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0\u25B0",
          "\u25B0\u25B1\u25B1\u25B1\u25B1\u25B1\u25B1"
        ]
      },
      dwarfFortress: {
        interval: 80,
        frames: [
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A\u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "\u263A \u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A\u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u263A \u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A\u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u263A \u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2593\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2593\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2592\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2592\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2591\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A\u2591\u2588\u2588\xA3\xA3\xA3  ",
          "   \u263A \u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2588\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2593\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2593\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2592\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2592\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2591\u2588\xA3\xA3\xA3  ",
          "    \u263A\u2591\u2588\xA3\xA3\xA3  ",
          "    \u263A \u2588\xA3\xA3\xA3  ",
          "     \u263A\u2588\xA3\xA3\xA3  ",
          "     \u263A\u2588\xA3\xA3\xA3  ",
          "     \u263A\u2593\xA3\xA3\xA3  ",
          "     \u263A\u2593\xA3\xA3\xA3  ",
          "     \u263A\u2592\xA3\xA3\xA3  ",
          "     \u263A\u2592\xA3\xA3\xA3  ",
          "     \u263A\u2591\xA3\xA3\xA3  ",
          "     \u263A\u2591\xA3\xA3\xA3  ",
          "     \u263A \xA3\xA3\xA3  ",
          "      \u263A\xA3\xA3\xA3  ",
          "      \u263A\xA3\xA3\xA3  ",
          "      \u263A\u2593\xA3\xA3  ",
          "      \u263A\u2593\xA3\xA3  ",
          "      \u263A\u2592\xA3\xA3  ",
          "      \u263A\u2592\xA3\xA3  ",
          "      \u263A\u2591\xA3\xA3  ",
          "      \u263A\u2591\xA3\xA3  ",
          "      \u263A \xA3\xA3  ",
          "       \u263A\xA3\xA3  ",
          "       \u263A\xA3\xA3  ",
          "       \u263A\u2593\xA3  ",
          "       \u263A\u2593\xA3  ",
          "       \u263A\u2592\xA3  ",
          "       \u263A\u2592\xA3  ",
          "       \u263A\u2591\xA3  ",
          "       \u263A\u2591\xA3  ",
          "       \u263A \xA3  ",
          "        \u263A\xA3  ",
          "        \u263A\xA3  ",
          "        \u263A\u2593  ",
          "        \u263A\u2593  ",
          "        \u263A\u2592  ",
          "        \u263A\u2592  ",
          "        \u263A\u2591  ",
          "        \u263A\u2591  ",
          "        \u263A   ",
          "        \u263A  &",
          "        \u263A \u263C&",
          "       \u263A \u263C &",
          "       \u263A\u263C  &",
          "      \u263A\u263C  & ",
          "      \u203C   & ",
          "     \u263A   &  ",
          "    \u203C    &  ",
          "   \u263A    &   ",
          "  \u203C     &   ",
          " \u263A     &    ",
          "\u203C      &    ",
          "      &     ",
          "      &     ",
          "     &   \u2591  ",
          "     &   \u2592  ",
          "    &    \u2593  ",
          "    &    \xA3  ",
          "   &    \u2591\xA3  ",
          "   &    \u2592\xA3  ",
          "  &     \u2593\xA3  ",
          "  &     \xA3\xA3  ",
          " &     \u2591\xA3\xA3  ",
          " &     \u2592\xA3\xA3  ",
          "&      \u2593\xA3\xA3  ",
          "&      \xA3\xA3\xA3  ",
          "      \u2591\xA3\xA3\xA3  ",
          "      \u2592\xA3\xA3\xA3  ",
          "      \u2593\xA3\xA3\xA3  ",
          "      \u2588\xA3\xA3\xA3  ",
          "     \u2591\u2588\xA3\xA3\xA3  ",
          "     \u2592\u2588\xA3\xA3\xA3  ",
          "     \u2593\u2588\xA3\xA3\xA3  ",
          "     \u2588\u2588\xA3\xA3\xA3  ",
          "    \u2591\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2592\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2593\u2588\u2588\xA3\xA3\xA3  ",
          "    \u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2591\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2592\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2593\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "   \u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2591\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2592\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2593\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          "  \u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2591\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2592\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2593\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  ",
          " \u2588\u2588\u2588\u2588\u2588\u2588\xA3\xA3\xA3  "
        ]
      }
    };
  }
});

// ../node_modules/cli-spinners/index.js
var require_cli_spinners = __commonJS({
  "../node_modules/cli-spinners/index.js"(exports2, module2) {
    "use strict";
    var spinners = Object.assign({}, require_spinners());
    var spinnersList = Object.keys(spinners);
    Object.defineProperty(spinners, "random", {
      get() {
        const randomIndex = Math.floor(Math.random() * spinnersList.length);
        const spinnerName = spinnersList[randomIndex];
        return spinners[spinnerName];
      }
    });
    module2.exports = spinners;
  }
});

// ../node_modules/@oclif/core/lib/ux/action/spinner.js
var require_spinner = __commonJS({
  "../node_modules/@oclif/core/lib/ux/action/spinner.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    var ansiEscapes = require_ansi_escapes();
    var ansis_1 = __importDefault(require_ansis());
    var cli_spinners_1 = __importDefault(require_cli_spinners());
    var cache_1 = __importDefault(require_cache());
    var screen_1 = require_screen();
    var theme_1 = require_theme2();
    var base_1 = require_base();
    var SpinnerAction = class extends base_1.ActionBase {
      type = "spinner";
      color = "magenta";
      frameIndex;
      frames;
      spinner;
      constructor() {
        super();
        this.frames = this.getFrames();
        this.frameIndex = 0;
      }
      _frame() {
        const frame = this.frames[this.frameIndex];
        this.frameIndex = ++this.frameIndex % this.frames.length;
        return this.colorize(frame);
      }
      _pause(icon) {
        if (this.spinner)
          clearInterval(this.spinner);
        this._reset();
        if (icon)
          this._render(` ${icon}`);
        this.output = void 0;
      }
      _start(opts) {
        this.color = cache_1.default.getInstance().get("config")?.theme?.spinner ?? this.color;
        if (opts.style)
          this.frames = this.getFrames(opts);
        this._reset();
        if (this.spinner)
          clearInterval(this.spinner);
        this._render();
        this.spinner = setInterval((icon) => this._render.bind(this)(icon), process.platform === "win32" ? 500 : 100, "spinner");
        const interval = this.spinner;
        interval.unref();
      }
      _stop(status) {
        if (this.task)
          this.task.status = status;
        if (this.spinner)
          clearInterval(this.spinner);
        this._render();
        this.output = void 0;
      }
      colorize(s) {
        return (0, theme_1.colorize)(this.color, s);
      }
      _lines(s) {
        return ansis_1.default.strip(s).split("\n").map((l) => Math.ceil(l.length / screen_1.errtermwidth)).reduce((c, i) => c + i, 0);
      }
      _render(icon) {
        if (!this.task)
          return;
        this._reset();
        this._flushStdout();
        const frame = icon === "spinner" ? ` ${this._frame()}` : icon || "";
        const status = this.task.status ? ` ${this.task.status}` : "";
        this.output = `${this.task.action}...${frame}${status}
`;
        this._write(this.std, this.output);
      }
      _reset() {
        if (!this.output)
          return;
        const lines = this._lines(this.output);
        this._write(this.std, ansiEscapes.cursorLeft + ansiEscapes.cursorUp(lines) + ansiEscapes.eraseDown);
        this.output = void 0;
      }
      getFrames(opts) {
        if (opts?.style)
          return cli_spinners_1.default[opts.style].frames;
        return cli_spinners_1.default[process.platform === "win32" ? "line" : "dots2"].frames;
      }
    };
    exports2.default = SpinnerAction;
  }
});

// ../node_modules/@oclif/core/lib/ux/colorize-json.js
var require_colorize_json = __commonJS({
  "../node_modules/@oclif/core/lib/ux/colorize-json.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.stringifyInput = stringifyInput;
    exports2.tokenize = tokenize;
    exports2.default = colorizeJson;
    var theme_1 = require_theme2();
    var tokenTypes = [
      { regex: /^\s+/, tokenType: "whitespace" },
      { regex: /^[{}]/, tokenType: "brace" },
      { regex: /^[[\]]/, tokenType: "bracket" },
      { regex: /^:/, tokenType: "colon" },
      { regex: /^,/, tokenType: "comma" },
      { regex: /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/i, tokenType: "number" },
      { regex: /^"(?:\\.|[^"\\])*"(?=\s*:)/, tokenType: "key" },
      { regex: /^"(?:\\.|[^"\\])*"/, tokenType: "string" },
      { regex: /^true|^false/, tokenType: "boolean" },
      { regex: /^null/, tokenType: "null" }
    ];
    function stringify(value, replacer, spaces) {
      return JSON.stringify(value, serializer(replacer, replacer), spaces);
    }
    function serializer(replacer, cycleReplacer) {
      const stack = [];
      const keys = [];
      if (!cycleReplacer)
        cycleReplacer = function(key, value) {
          if (stack[0] === value)
            return "[Circular ~]";
          return "[Circular ~." + keys.slice(0, stack.indexOf(value)).join(".") + "]";
        };
      return function(key, value) {
        if (stack.length > 0) {
          const thisPos = stack.indexOf(this);
          ~thisPos ? stack.splice(thisPos + 1) : stack.push(this);
          ~thisPos ? keys.splice(thisPos, Number.POSITIVE_INFINITY, key) : keys.push(key);
          if (stack.includes(value))
            value = cycleReplacer.call(this, key, value);
        } else
          stack.push(value);
        return replacer ? replacer.call(this, key, value) : value;
      };
    }
    function stringifyInput(json, options) {
      const str = options?.pretty ? stringify(typeof json === "string" ? JSON.parse(json) : json, void 0, 2) : typeof json === "string" ? json : stringify(json);
      return str;
    }
    function tokenize(json, options) {
      let input = stringifyInput(json, options);
      const tokens = [];
      let foundToken = false;
      do {
        for (const tokenType of tokenTypes) {
          const match = tokenType.regex.exec(input);
          if (match) {
            tokens.push({ type: tokenType.tokenType, value: match[0] });
            input = input.slice(match[0].length);
            foundToken = true;
            break;
          }
        }
      } while (hasRemainingTokens(input, foundToken));
      return tokens;
    }
    function hasRemainingTokens(input, foundToken) {
      return (input?.length ?? 0) > 0 && foundToken;
    }
    function colorizeJson(json, options) {
      const opts = { ...options, pretty: options?.pretty ?? true };
      return tokenize(json, opts).reduce((acc, token) => acc + (0, theme_1.colorize)(options?.theme?.[token.type], token.value), "");
    }
  }
});

// ../node_modules/@oclif/core/lib/ux/index.js
var require_ux = __commonJS({
  "../node_modules/@oclif/core/lib/ux/index.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ux = exports2.action = exports2.stdout = exports2.stderr = exports2.colorize = exports2.colorizeJson = exports2.warn = exports2.exit = exports2.error = void 0;
    var error_1 = require_error();
    var exit_1 = require_exit2();
    var warn_1 = require_warn();
    var simple_1 = __importDefault(require_simple());
    var spinner_1 = __importDefault(require_spinner());
    var colorize_json_1 = __importDefault(require_colorize_json());
    var theme_1 = require_theme2();
    var write_1 = require_write();
    var error_2 = require_error();
    Object.defineProperty(exports2, "error", { enumerable: true, get: function() {
      return error_2.error;
    } });
    var exit_2 = require_exit2();
    Object.defineProperty(exports2, "exit", { enumerable: true, get: function() {
      return exit_2.exit;
    } });
    var warn_2 = require_warn();
    Object.defineProperty(exports2, "warn", { enumerable: true, get: function() {
      return warn_2.warn;
    } });
    var colorize_json_2 = require_colorize_json();
    Object.defineProperty(exports2, "colorizeJson", { enumerable: true, get: function() {
      return __importDefault(colorize_json_2).default;
    } });
    var theme_2 = require_theme2();
    Object.defineProperty(exports2, "colorize", { enumerable: true, get: function() {
      return theme_2.colorize;
    } });
    var write_2 = require_write();
    Object.defineProperty(exports2, "stderr", { enumerable: true, get: function() {
      return write_2.stderr;
    } });
    Object.defineProperty(exports2, "stdout", { enumerable: true, get: function() {
      return write_2.stdout;
    } });
    var ACTION_TYPE = Boolean(process.stderr.isTTY) && !process.env.CI && !["dumb", "emacs-color"].includes(process.env.TERM) && "spinner" || "simple";
    exports2.action = ACTION_TYPE === "spinner" ? new spinner_1.default() : new simple_1.default();
    exports2.ux = {
      action: exports2.action,
      /**
       * Add color to text.
       * @param color color to use. Can be hex code (e.g. `#ff0000`), rgb (e.g. `rgb(255, 255, 255)`) or a standard ansi color (e.g. `red`)
       * @param text string to colorize
       * @returns colorized string
       */
      colorize: theme_1.colorize,
      /**
       * Add color to JSON.
       *
       * options
       *  pretty: set to true to pretty print the JSON (defaults to true)
       *  theme: theme to use for colorizing. See keys below for available options. All keys are optional and must be valid colors (e.g. hex code, rgb, or standard ansi color).
       *
       * Available theme keys:
       * - brace
       * - bracket
       * - colon
       * - comma
       * - key
       * - string
       * - number
       * - boolean
       * - null
       */
      colorizeJson: colorize_json_1.default,
      /**
       * Throw an error.
       *
       * If `exit` option is `false`, the error will be logged to stderr but not exit the process.
       * If `exit` is set to a number, the process will exit with that code.
       */
      error: error_1.error,
      /**
       * Exit the process with provided exit code (defaults to 0).
       */
      exit: exit_1.exit,
      /**
       * Log a formatted string to stderr.
       *
       * See node's util.format() for formatting options.
       */
      stderr: write_1.stderr,
      /**
       * Log a formatted string to stdout.
       *
       * See node's util.format() for formatting options.
       */
      stdout: write_1.stdout,
      /**
       * Prints a pretty warning message to stderr.
       */
      warn: warn_1.warn
    };
  }
});

// ../node_modules/@oclif/core/lib/util/ensure-arg-object.js
var require_ensure_arg_object = __commonJS({
  "../node_modules/@oclif/core/lib/util/ensure-arg-object.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ensureArgObject = ensureArgObject;
    function ensureArgObject(args) {
      return Array.isArray(args) ? (args ?? []).reduce((x, y) => ({ ...x, [y.name]: y }), {}) : args ?? {};
    }
  }
});

// ../node_modules/@oclif/core/lib/help/docopts.js
var require_docopts = __commonJS({
  "../node_modules/@oclif/core/lib/help/docopts.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.DocOpts = void 0;
    var ensure_arg_object_1 = require_ensure_arg_object();
    var DocOpts = class _DocOpts {
      cmd;
      flagList;
      flagMap;
      constructor(cmd) {
        this.cmd = cmd;
        this.flagMap = {};
        this.flagList = Object.entries(cmd.flags || {}).filter(([_, flag]) => !flag.hidden).map(([name, flag]) => {
          this.flagMap[name] = flag;
          return flag;
        });
      }
      static formatUsageType(flag, showFlagName, showOptions) {
        if (flag.type !== "option")
          return "";
        let helpValues;
        if (flag.helpValue) {
          helpValues = typeof flag.helpValue === "string" ? [flag.helpValue] : flag.helpValue;
        } else if (flag.options) {
          helpValues = [showOptions ? flag.options.join("|") : "<option>"];
        } else if (showFlagName) {
          helpValues = [flag.name];
        } else {
          helpValues = ["<value>"];
        }
        return helpValues.map((v) => `${v}${flag.multiple ? "..." : ""}`).join(" ");
      }
      static generate(cmd) {
        return new _DocOpts(cmd).toString();
      }
      toString() {
        const opts = ["<%= command.id %>"];
        if (this.cmd.args) {
          const a = Object.values((0, ensure_arg_object_1.ensureArgObject)(this.cmd.args)).filter((arg) => !arg.hidden).map((arg) => {
            const suffix = arg.multiple ? "..." : this.cmd.strict === false ? "..." : "";
            return arg.required ? `${arg.name.toUpperCase()}${suffix}` : `[${arg.name.toUpperCase()}${suffix}]`;
          }) || [];
          opts.push(...a);
        }
        try {
          opts.push(...Object.values(this.groupFlagElements()));
        } catch {
          opts.push(...this.flagList.map((flag) => {
            const name = flag.char ? `-${flag.char}` : `--${flag.name}`;
            if (flag.type === "boolean")
              return name;
            return `${name}=${_DocOpts.formatUsageType(flag, false, true)}`;
          }));
        }
        return opts.join(" ");
      }
      combineElementsToFlag(elementMap, flagName, flagNames, unionString) {
        if (!this.flagMap[flagName]) {
          return;
        }
        let isRequired = this.flagMap[flagName]?.required;
        if (typeof isRequired !== "boolean" || !isRequired) {
          isRequired = flagNames.reduce((required, toCombine) => required || this.flagMap[toCombine]?.required || false, false);
        }
        for (const toCombine of flagNames) {
          elementMap[flagName] = `${elementMap[flagName] || ""}${unionString}${elementMap[toCombine] || ""}`;
          delete elementMap[toCombine];
          delete this.flagMap[toCombine];
        }
        elementMap[flagName] = isRequired ? `(${elementMap[flagName] || ""})` : `[${elementMap[flagName] || ""}]`;
        delete this.flagMap[flagName];
      }
      generateElements(elementMap = {}, flagGroups = []) {
        const elementStrs = [];
        for (const flag of flagGroups) {
          let type = "";
          const flagName = flag.char ? `-${flag.char}` : `--${flag.name}`;
          if (flag.type === "option") {
            type = ` ${_DocOpts.formatUsageType(flag, false, true)}`;
          }
          const element = `${flagName}${type}`;
          elementMap[flag.name] = element;
          elementStrs.push(element);
        }
        return elementStrs;
      }
      groupFlagElements() {
        const elementMap = {};
        this.generateElements(elementMap, this.flagList.filter((flag) => flag.required));
        this.generateElements(elementMap, this.flagList.filter((flag) => !flag.required));
        for (const flag of this.flagList) {
          if (Array.isArray(flag.dependsOn)) {
            this.combineElementsToFlag(elementMap, flag.name, flag.dependsOn, " ");
          }
          let exclusive;
          if (Array.isArray(flag.exclusive)) {
            exclusive = new Set(flag.exclusive);
          }
          if (Array.isArray(flag.combinable)) {
            const combinableFlags = new Set(flag.combinable);
            exclusive ??= /* @__PURE__ */ new Set();
            for (const item of this.flagList) {
              if (flag !== item && !combinableFlags.has(item.name)) {
                exclusive.add(item.name);
              }
            }
          }
          if (exclusive !== void 0 && exclusive.size > 0) {
            this.combineElementsToFlag(elementMap, flag.name, [...exclusive], " | ");
          }
        }
        for (const remainingFlagName of Object.keys(this.flagMap)) {
          const remainingFlag = this.flagMap[remainingFlagName] || {};
          if (!remainingFlag.required) {
            elementMap[remainingFlag.name] = `[${elementMap[remainingFlag.name] || ""}]`;
          }
        }
        return elementMap;
      }
    };
    exports2.DocOpts = DocOpts;
  }
});

// ../node_modules/widest-line/index.js
var require_widest_line = __commonJS({
  "../node_modules/widest-line/index.js"(exports2, module2) {
    "use strict";
    var stringWidth = require_string_width();
    var widestLine = (input) => {
      let max = 0;
      for (const line of input.split("\n")) {
        max = Math.max(max, stringWidth(line));
      }
      return max;
    };
    module2.exports = widestLine;
    module2.exports.default = widestLine;
  }
});

// ../node_modules/@oclif/core/lib/help/util.js
var require_util3 = __commonJS({
  "../node_modules/@oclif/core/lib/help/util.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.template = template;
    exports2.standardizeIDFromArgv = standardizeIDFromArgv;
    exports2.getHelpFlagAdditions = getHelpFlagAdditions;
    exports2.formatFlagDeprecationWarning = formatFlagDeprecationWarning;
    exports2.formatCommandDeprecationWarning = formatCommandDeprecationWarning;
    exports2.normalizeArgv = normalizeArgv;
    var ejs_1 = __importDefault(require_ejs());
    var util_1 = require_util2();
    var ids_1 = require_ids();
    function template(context) {
      function render(t) {
        return ejs_1.default.render(t, context);
      }
      return render;
    }
    var isFlag = (s) => s.startsWith("-");
    var isArgWithValue = (s) => s.includes("=");
    function collateSpacedCmdIDFromArgs(argv, config) {
      if (argv.length === 1)
        return argv;
      const findId = (argv2) => {
        const ids = (0, util_1.collectUsableIds)(config.commandIDs);
        const final = [];
        const idPresent = (id2) => ids.has(id2);
        const finalizeId = (s) => (s ? [...final, s] : final).filter(Boolean).join(":");
        const hasArgs = () => {
          const id2 = finalizeId();
          if (!id2)
            return false;
          const cmd = config.findCommand(id2);
          return Boolean(cmd && (cmd.strict === false || Object.keys(cmd.args ?? {}).length > 0));
        };
        for (const arg of argv2) {
          if (idPresent(finalizeId(arg)))
            final.push(arg);
          else if (isArgWithValue(arg) || isFlag(arg) || hasArgs())
            break;
          else
            final.push(arg);
        }
        return finalizeId();
      };
      const id = findId(argv);
      if (id) {
        const argvSlice = argv.slice(id.split(":").length);
        return [id, ...argvSlice];
      }
      return argv;
    }
    function standardizeIDFromArgv(argv, config) {
      if (argv.length === 0)
        return argv;
      if (config.topicSeparator === " ")
        argv = collateSpacedCmdIDFromArgs(argv, config);
      else if (config.topicSeparator !== ":")
        argv[0] = (0, ids_1.toStandardizedId)(argv[0], config);
      return argv;
    }
    function getHelpFlagAdditions(config) {
      const helpFlags = ["--help"];
      const additionalHelpFlags = config.pjson.oclif.additionalHelpFlags ?? [];
      return [...(/* @__PURE__ */ new Set([...additionalHelpFlags, ...helpFlags])).values()];
    }
    function formatFlagDeprecationWarning(flag, opts) {
      let message = `The "${flag}" flag has been deprecated`;
      if (opts === true)
        return `${message}.`;
      if (opts.message)
        return opts.message;
      if (opts.version) {
        message += ` and will be removed in version ${opts.version}`;
      }
      message += opts.to ? `. Use "${opts.to}" instead.` : ".";
      return message;
    }
    function formatCommandDeprecationWarning(command, opts) {
      let message = `The "${command}" command has been deprecated`;
      if (!opts)
        return `${message}.`;
      if (opts.message)
        return opts.message;
      if (opts.version) {
        message += ` and will be removed in version ${opts.version}`;
      }
      message += opts.to ? `. Use "${opts.to}" instead.` : ".";
      return message;
    }
    function normalizeArgv(config, argv = process.argv.slice(2)) {
      if (config.topicSeparator !== ":" && !argv[0]?.includes(":"))
        argv = standardizeIDFromArgv(argv, config);
      return argv;
    }
  }
});

// ../node_modules/@oclif/core/lib/help/formatter.js
var require_formatter = __commonJS({
  "../node_modules/@oclif/core/lib/help/formatter.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.HelpFormatter = void 0;
    var ansis_1 = __importDefault(require_ansis());
    var indent_string_1 = __importDefault(require_indent_string());
    var string_width_1 = __importDefault(require_string_width());
    var widest_line_1 = __importDefault(require_widest_line());
    var wrap_ansi_1 = __importDefault(require_wrap_ansi());
    var screen_1 = require_screen();
    var theme_1 = require_theme2();
    var util_1 = require_util3();
    var HelpFormatter = class {
      config;
      indentSpacing = 2;
      opts;
      /**
       * Takes a string and replaces `<%= prop =>` with the value of prop, where prop is anything on
       * `config=Interfaces.Config` or `opts=Interface.HelpOptions`.
       *
       * ```javascript
       * `<%= config.bin =>` // will resolve to the bin defined in `pjson.oclif`.
       * ```
       */
      render;
      constructor(config, opts = {}) {
        this.config = config;
        this.opts = { maxWidth: screen_1.stdtermwidth, ...opts };
        this.render = (0, util_1.template)(this);
      }
      /**
       * Indent by `this.indentSpacing`. The text should be wrap based on terminal width before indented.
       *
       * In order to call indent multiple times on the same set or text, the caller must wrap based on
       * the number of times the text has been indented. For example.
       *
       * ```javascript
       * const body = `main line\n${indent(wrap('indented example line', 4))}`
       * const header = 'SECTION'
       * console.log(`${header}\n${indent(wrap(body))}`
       * ```
       * will output
       * ```
       * SECTION
       *   main line
       *     indented example line
       * ```
       *
       * If the terminal width was 24 and the `4` was not provided in the first wrap, it would like like the following.
       * ```
       * SECTION
       *   main line
       *     indented example
       *   line
       * ```
       * @param body the text to indent
       * @param spacing the final number of spaces this text will be indented
       * @returns the formatted indented text
       */
      indent(body, spacing = this.indentSpacing) {
        return (0, indent_string_1.default)(body, spacing);
      }
      renderList(input, opts) {
        if (input.length === 0) {
          return "";
        }
        const renderMultiline = () => {
          let output2 = "";
          for (let [left, right] of input) {
            if (!left && !right)
              continue;
            if (left) {
              if (opts.stripAnsi)
                left = ansis_1.default.strip(left);
              output2 += this.wrap(left.trim(), opts.indentation);
            }
            if (right) {
              if (opts.stripAnsi)
                right = ansis_1.default.strip(right);
              output2 += "\n";
              output2 += this.indent(this.wrap(right.trim(), opts.indentation + 2), 4);
            }
            output2 += "\n\n";
          }
          return output2.trim();
        };
        if (opts.multiline)
          return renderMultiline();
        const maxLength = (0, widest_line_1.default)(input.map((i) => i[0]).join("\n"));
        let output = "";
        let spacer = opts.spacer || "\n";
        let cur = "";
        for (const [left, r] of input) {
          let right = r;
          if (cur) {
            output += spacer;
            output += cur;
          }
          cur = left || "";
          if (opts.stripAnsi)
            cur = ansis_1.default.strip(cur);
          if (!right) {
            cur = cur.trim();
            continue;
          }
          if (opts.stripAnsi)
            right = ansis_1.default.strip(right);
          right = this.wrap(right.trim(), opts.indentation + maxLength + 2);
          const [first, ...lines] = right.split("\n").map((s) => s.trim());
          cur += " ".repeat(maxLength - (0, string_width_1.default)(cur) + 2);
          cur += first;
          if (lines.length === 0) {
            continue;
          }
          if (lines.length > 4)
            return renderMultiline();
          if (!opts.spacer)
            spacer = "\n";
          cur += "\n";
          cur += this.indent(lines.join("\n"), maxLength + 2);
        }
        if (cur) {
          output += spacer;
          output += cur;
        }
        return output.trim();
      }
      section(header, body) {
        let newBody;
        if (typeof body === "string") {
          newBody = this.render(body);
        } else if (Array.isArray(body)) {
          newBody = body.map((entry) => {
            if ("name" in entry) {
              const tableEntry = entry;
              return [this.render(tableEntry.name), this.render(tableEntry.description)];
            }
            const [left, right] = entry;
            return [this.render(left), right && this.render(right)];
          });
        } else if ("header" in body) {
          return this.section(body.header, body.body);
        } else {
          newBody = body.map((entry) => [entry.name, entry.description]).map(([left, right]) => [this.render(left), right && this.render(right)]);
        }
        const output = [
          (0, theme_1.colorize)(this.config?.theme?.sectionHeader, (0, theme_1.colorize)("bold", header)),
          (0, theme_1.colorize)(this.config?.theme?.sectionDescription, this.indent(Array.isArray(newBody) ? this.renderList(newBody, { indentation: 2, stripAnsi: this.opts.stripAnsi }) : newBody))
        ].join("\n");
        return this.opts.stripAnsi ? ansis_1.default.strip(output) : output;
      }
      /**
       * Wrap text according to `opts.maxWidth` which is typically set to the terminal width. All text
       * will be rendered before bring wrapped, otherwise it could mess up the lengths.
       *
       * A terminal will automatically wrap text, so this method is primarily used for indented
       * text. For indented text, specify the indentation so it is taken into account during wrapping.
       *
       * Here is an example of wrapping with indentation.
       * ```
       * <------ terminal window width ------>
       * <---------- no indentation --------->
       * This is my text that will be wrapped
       * once it passes maxWidth.
       *
       * <- indent -><------ text space ----->
       *             This is my text that will
       *             be wrapped once it passes
       *             maxWidth.
       *
       * <-- indent not taken into account ->
       *             This is my text that will
       * be wrapped
       *             once it passes maxWidth.
       * ```
       * @param body the text to wrap
       * @param spacing the indentation size to subtract from the terminal width
       * @returns the formatted wrapped text
       */
      wrap(body, spacing = this.indentSpacing) {
        return (0, wrap_ansi_1.default)(this.render(body), this.opts.maxWidth - spacing, { hard: true });
      }
    };
    exports2.HelpFormatter = HelpFormatter;
  }
});

// ../node_modules/@oclif/core/lib/help/command.js
var require_command = __commonJS({
  "../node_modules/@oclif/core/lib/help/command.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.CommandHelp = void 0;
    var ansis_1 = __importDefault(require_ansis());
    var ensure_arg_object_1 = require_ensure_arg_object();
    var ids_1 = require_ids();
    var util_1 = require_util();
    var theme_1 = require_theme2();
    var docopts_1 = require_docopts();
    var formatter_1 = require_formatter();
    var POSSIBLE_LINE_FEED = /\r\n|\n/;
    function determineSortOrder(flagSortOrder) {
      if (flagSortOrder === "alphabetical")
        return "alphabetical";
      if (flagSortOrder === "none")
        return "none";
      return "alphabetical";
    }
    var CommandHelp = class extends formatter_1.HelpFormatter {
      command;
      config;
      opts;
      constructor(command, config, opts) {
        super(config, opts);
        this.command = command;
        this.config = config;
        this.opts = opts;
      }
      aliases(aliases) {
        if (!aliases || aliases.length === 0)
          return;
        const body = aliases.map((a) => [
          (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$"),
          (0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin),
          (0, theme_1.colorize)(this.config?.theme?.alias, a)
        ].join(" ")).join("\n");
        return body;
      }
      arg(arg) {
        const name = arg.name.toUpperCase();
        if (arg.required)
          return `${name}`;
        return `[${name}]`;
      }
      args(args) {
        if (args.filter((a) => a.description).length === 0)
          return;
        return args.map((a) => {
          const suffix = a.multiple ? "..." : this.command.strict === false ? "..." : "";
          let name = `${a.name.toUpperCase()}${suffix}`;
          name = a.required ? `${name}` : `[${name}]`;
          let description = a.description || "";
          if (a.default)
            description = `${(0, theme_1.colorize)(this.config?.theme?.flagDefaultValue, `[default: ${a.default}]`)} ${description}`;
          if (a.options)
            description = `${(0, theme_1.colorize)(this.config?.theme?.flagOptions, `(${a.options.join("|")})`)} ${description}`;
          return [
            (0, theme_1.colorize)(this.config?.theme?.flag, name),
            description ? (0, theme_1.colorize)(this.config?.theme?.sectionDescription, description) : void 0
          ];
        });
      }
      defaultUsage() {
        if (this.opts.docopts === void 0 || this.opts.docopts) {
          return docopts_1.DocOpts.generate(this.command);
        }
        return (0, util_1.compact)([
          this.command.id,
          Object.values(this.command.args ?? {})?.filter((a) => !a.hidden).map((a) => this.arg(a)).join(" ")
        ]).join(" ");
      }
      description() {
        const cmd = this.command;
        let description;
        if (this.opts.hideCommandSummaryInDescription) {
          description = [(cmd.description || "").split(POSSIBLE_LINE_FEED).at(-1) ?? ""];
        } else if (cmd.description) {
          const summary = cmd.summary ? `${cmd.summary}
` : null;
          description = summary ? [...summary.split(POSSIBLE_LINE_FEED), ...(cmd.description || "").split(POSSIBLE_LINE_FEED)] : (cmd.description || "").split(POSSIBLE_LINE_FEED);
        }
        if (description) {
          return this.wrap(description.join("\n"));
        }
      }
      examples(examples) {
        if (!examples || examples.length === 0)
          return;
        const body = (0, util_1.castArray)(examples).map((a) => {
          let description;
          let commands;
          if (typeof a === "string") {
            const lines = a.split(POSSIBLE_LINE_FEED).filter(Boolean);
            if (lines.length >= 2 && !this.isCommand(lines[0]) && lines.slice(1).every((i) => this.isCommand(i))) {
              description = lines[0];
              commands = lines.slice(1);
            } else {
              return lines.map((line) => this.formatIfCommand(line)).join("\n");
            }
          } else {
            description = a.description;
            commands = [a.command];
          }
          const multilineSeparator = this.config.platform === "win32" ? this.config.shell.includes("powershell") ? "`" : "^" : "\\";
          const finalIndentedSpacing = this.indentSpacing * 2;
          const multilineCommands = commands.map((c) => (
            // First indent keeping room for escaped newlines
            this.indent(this.wrap(this.formatIfCommand(c), finalIndentedSpacing + 4)).split(POSSIBLE_LINE_FEED).join(` ${multilineSeparator}
  `)
          )).join("\n");
          return `${this.wrap(description, finalIndentedSpacing)}

${multilineCommands}`;
        }).join("\n\n");
        return body;
      }
      flagHelpLabel(flag, showOptions = false) {
        let label = flag.helpLabel;
        if (!label) {
          const labels = [];
          labels.push(flag.char ? `-${flag.char[0]}` : "  ");
          if (flag.name) {
            if (flag.type === "boolean" && flag.allowNo) {
              labels.push(`--[no-]${flag.name.trim()}`);
            } else {
              labels.push(`--${flag.name.trim()}`);
            }
          }
          label = labels.join(flag.char ? (0, theme_1.colorize)(this.config?.theme?.flagSeparator, ", ") : "  ");
        }
        if (flag.type === "option") {
          let value = docopts_1.DocOpts.formatUsageType(flag, this.opts.showFlagNameInTitle ?? false, this.opts.showFlagOptionsInTitle ?? showOptions);
          if (!value.includes("|"))
            value = (0, theme_1.colorize)("underline", value);
          label += `=${value}`;
        }
        return (0, theme_1.colorize)(this.config.theme?.flag, label);
      }
      flags(flags) {
        if (flags.length === 0)
          return;
        const noChar = flags.reduce((previous, current) => previous && current.char === void 0, true);
        return flags.map((flag) => {
          let left = this.flagHelpLabel(flag);
          if (noChar)
            left = left.replace("    ", "");
          let right = flag.summary || flag.description || "";
          const metadata = [];
          const canBeCached = !(this.opts.respectNoCacheDefault === true && flag.noCacheDefault === true);
          if (flag.type === "option") {
            if (flag.default && canBeCached) {
              metadata.push(`default: ${flag.default}`);
            }
            if (flag.env) {
              metadata.push(`env: ${flag.env}`);
            }
          } else if (flag.type === "boolean" && flag.env) {
            metadata.push(`env: ${flag.env}`);
          }
          if (metadata.length > 0) {
            right = `${(0, theme_1.colorize)(this.config?.theme?.flagDefaultValue, `[${metadata.join(", ")}]`)} ${right}`;
          }
          if (flag.required)
            right = `${(0, theme_1.colorize)(this.config?.theme?.flagRequired, "(required)")} ${right}`;
          if (flag.type === "option" && flag.options && !flag.helpValue && !this.opts.showFlagOptionsInTitle) {
            right += (0, theme_1.colorize)(this.config?.theme?.flagOptions, `
<options: ${flag.options.join("|")}>`);
          }
          return [left, (0, theme_1.colorize)(this.config?.theme?.sectionDescription, right.trim())];
        });
      }
      flagsDescriptions(flags) {
        const flagsWithExtendedDescriptions = flags.filter((flag) => flag.summary && flag.description);
        if (flagsWithExtendedDescriptions.length === 0)
          return;
        const body = flagsWithExtendedDescriptions.map((flag) => {
          const summary = flag.summary || "";
          let flagHelp = this.flagHelpLabel(flag, true);
          if (!flag.char)
            flagHelp = flagHelp.replace("    ", "");
          flagHelp += flagHelp.length + summary.length + 2 < this.opts.maxWidth ? "  " + summary : "\n\n" + this.indent(this.wrap(summary, this.indentSpacing * 2));
          return `${flagHelp}

${this.indent(this.wrap(flag.description || "", this.indentSpacing * 2))}`;
        }).join("\n\n");
        return body;
      }
      generate() {
        const cmd = this.command;
        const unsortedFlags = Object.entries(cmd.flags || {}).filter(([, v]) => !v.hidden).map(([k, v]) => {
          v.name = k;
          return v;
        });
        const flags = determineSortOrder(this.opts.flagSortOrder) === "alphabetical" ? (0, util_1.sortBy)(unsortedFlags, (f) => [!f.char, f.char, f.name]) : unsortedFlags;
        const args = Object.values((0, ensure_arg_object_1.ensureArgObject)(cmd.args)).filter((a) => !a.hidden);
        const output = (0, util_1.compact)(this.sections().map(({ generate, header }) => {
          const body = generate({ args, cmd, flags }, header);
          if (Array.isArray(body)) {
            return body.map((helpSection) => helpSection && helpSection.body && this.section(helpSection.header, helpSection.body)).join("\n\n");
          }
          return body && this.section(header, body);
        })).join("\n\n");
        return output;
      }
      groupFlags(flags) {
        const mainFlags = [];
        const flagGroups = {};
        for (const flag of flags) {
          const group = flag.helpGroup;
          if (group) {
            if (!flagGroups[group])
              flagGroups[group] = [];
            flagGroups[group].push(flag);
          } else {
            mainFlags.push(flag);
          }
        }
        return { flagGroups, mainFlags };
      }
      sections() {
        const sections = [
          {
            generate: () => this.usage(),
            header: this.opts.usageHeader || "USAGE"
          },
          {
            generate: ({ args }, header) => [{ body: this.args(args), header }],
            header: "ARGUMENTS"
          },
          {
            generate: ({ flags }, header) => {
              const { flagGroups, mainFlags } = this.groupFlags(flags);
              const flagSections = [];
              const mainFlagBody = this.flags(mainFlags);
              if (mainFlagBody)
                flagSections.push({ body: mainFlagBody, header });
              for (const [name, flags2] of Object.entries(flagGroups)) {
                const body = this.flags(flags2);
                if (body)
                  flagSections.push({ body, header: `${name.toUpperCase()} ${header}` });
              }
              return (0, util_1.compact)(flagSections);
            },
            header: "FLAGS"
          },
          {
            generate: () => this.description(),
            header: "DESCRIPTION"
          },
          {
            generate: ({ cmd }) => this.aliases(cmd.aliases),
            header: "ALIASES"
          },
          {
            generate: ({ cmd }) => {
              const examples = cmd.examples || cmd.example;
              return this.examples(examples);
            },
            header: "EXAMPLES"
          },
          {
            generate: ({ flags }) => this.flagsDescriptions(flags),
            header: "FLAG DESCRIPTIONS"
          }
        ];
        const allowedSections = this.opts.sections?.map((s) => s.toLowerCase());
        return sections.filter(({ header }) => !allowedSections || allowedSections.includes(header.toLowerCase()));
      }
      usage() {
        const { id, usage } = this.command;
        const standardId = (0, ids_1.toStandardizedId)(id, this.config);
        const configuredId = (0, ids_1.toConfiguredId)(id, this.config);
        const body = (usage ? (0, util_1.castArray)(usage) : [this.defaultUsage()]).map((u) => {
          const allowedSpacing = this.opts.maxWidth - this.indentSpacing;
          const dollarSign = (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$");
          const bin = (0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin);
          const command = (0, theme_1.colorize)(this.config?.theme?.command, "<%= command.id %>");
          const commandDescription = (0, theme_1.colorize)(this.config?.theme?.sectionDescription, u.replace("<%= command.id %>", "").replace(new RegExp(`^${standardId}`), "").replace(new RegExp(`^${configuredId}`), "").trim());
          const line = `${dollarSign} ${bin} ${command} ${commandDescription}`.trim();
          if (line.length > allowedSpacing) {
            const splitIndex = line.slice(0, Math.max(0, allowedSpacing)).lastIndexOf(" ");
            return line.slice(0, Math.max(0, splitIndex)) + "\n" + this.indent(this.wrap(line.slice(Math.max(0, splitIndex)), this.indentSpacing * 2));
          }
          return this.wrap(line);
        }).join("\n");
        return body;
      }
      formatIfCommand(example) {
        example = this.render(example);
        const dollarSign = (0, theme_1.colorize)(this.config?.theme?.dollarSign, "$");
        if (example.startsWith(this.config.bin))
          return `${dollarSign} ${example}`;
        if (example.startsWith(`$ ${this.config.bin}`))
          return `${dollarSign}${example.replace(`$`, "")}`;
        return example;
      }
      isCommand(example) {
        return ansis_1.default.strip(this.formatIfCommand(example)).startsWith(`${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${this.config.bin}`);
      }
    };
    exports2.CommandHelp = CommandHelp;
    exports2.default = CommandHelp;
  }
});

// ../node_modules/@oclif/core/lib/help/root.js
var require_root = __commonJS({
  "../node_modules/@oclif/core/lib/help/root.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    var ansis_1 = __importDefault(require_ansis());
    var util_1 = require_util();
    var theme_1 = require_theme2();
    var formatter_1 = require_formatter();
    var RootHelp = class extends formatter_1.HelpFormatter {
      config;
      opts;
      constructor(config, opts) {
        super(config, opts);
        this.config = config;
        this.opts = opts;
      }
      description() {
        let description = this.config.pjson.oclif.description || this.config.pjson.description || "";
        description = this.render(description);
        description = description.split("\n").slice(1).join("\n");
        if (!description)
          return;
        return this.section("DESCRIPTION", this.wrap((0, theme_1.colorize)(this.config?.theme?.sectionDescription, description)));
      }
      root() {
        let description = this.config.pjson.oclif.description || this.config.pjson.description || "";
        description = this.render(description);
        description = description.split("\n")[0];
        let output = (0, util_1.compact)([
          (0, theme_1.colorize)(this.config?.theme?.commandSummary, description),
          this.version(),
          this.usage(),
          this.description()
        ]).join("\n\n");
        if (this.opts.stripAnsi)
          output = ansis_1.default.strip(output);
        return output;
      }
      usage() {
        return this.section(this.opts.usageHeader || "USAGE", this.wrap(`${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${(0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin)} ${(0, theme_1.colorize)(this.config?.theme?.sectionDescription, "[COMMAND]")}`));
      }
      version() {
        return this.section("VERSION", this.wrap((0, theme_1.colorize)(this.config?.theme?.version, this.config.userAgent)));
      }
    };
    exports2.default = RootHelp;
  }
});

// ../node_modules/@oclif/core/lib/help/index.js
var require_help = __commonJS({
  "../node_modules/@oclif/core/lib/help/index.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Help = exports2.HelpBase = exports2.standardizeIDFromArgv = exports2.normalizeArgv = exports2.getHelpFlagAdditions = exports2.HelpFormatter = exports2.CommandHelp = void 0;
    exports2.loadHelpClass = loadHelpClass;
    var ansis_1 = __importDefault(require_ansis());
    var ts_path_1 = require_ts_path();
    var error_1 = require_error();
    var module_loader_1 = require_module_loader();
    var symbols_1 = require_symbols();
    var cache_default_value_1 = require_cache_default_value();
    var ids_1 = require_ids();
    var util_1 = require_util();
    var ux_1 = require_ux();
    var theme_1 = require_theme2();
    var command_1 = require_command();
    var formatter_1 = require_formatter();
    var root_1 = __importDefault(require_root());
    var util_2 = require_util3();
    var command_2 = require_command();
    Object.defineProperty(exports2, "CommandHelp", { enumerable: true, get: function() {
      return command_2.CommandHelp;
    } });
    var formatter_2 = require_formatter();
    Object.defineProperty(exports2, "HelpFormatter", { enumerable: true, get: function() {
      return formatter_2.HelpFormatter;
    } });
    var util_3 = require_util3();
    Object.defineProperty(exports2, "getHelpFlagAdditions", { enumerable: true, get: function() {
      return util_3.getHelpFlagAdditions;
    } });
    Object.defineProperty(exports2, "normalizeArgv", { enumerable: true, get: function() {
      return util_3.normalizeArgv;
    } });
    Object.defineProperty(exports2, "standardizeIDFromArgv", { enumerable: true, get: function() {
      return util_3.standardizeIDFromArgv;
    } });
    function getHelpSubject(args, config) {
      const mergedHelpFlags = (0, util_2.getHelpFlagAdditions)(config);
      for (const arg of args) {
        if (arg === "--")
          return;
        if (mergedHelpFlags.includes(arg) || arg === "help")
          continue;
        if (arg.startsWith("-"))
          return;
        return arg;
      }
    }
    var HelpBase = class extends formatter_1.HelpFormatter {
      constructor(config, opts = {}) {
        super(config, opts);
        if (!config.topicSeparator)
          config.topicSeparator = ":";
      }
    };
    exports2.HelpBase = HelpBase;
    var Help = class extends HelpBase {
      CommandHelpClass = command_1.CommandHelp;
      constructor(config, opts = {}) {
        super(config, opts);
      }
      /*
       * _topics is to work around Interfaces.topics mistakenly including commands that do
       * not have children, as well as topics. A topic has children, either commands or other topics. When
       * this is fixed upstream config.topics should return *only* topics with children,
       * and this can be removed.
       */
      get _topics() {
        return this.config.topics.filter((topic) => {
          const hasChild = this.config.topics.some((subTopic) => subTopic.name.includes(`${topic.name}:`));
          return hasChild;
        });
      }
      get sortedCommands() {
        let { commands } = this.config;
        commands = commands.filter((c) => this.opts.all || !c.hidden);
        commands = (0, util_1.sortBy)(commands, (c) => c.id);
        commands = (0, util_1.uniqBy)(commands, (c) => c.id);
        return commands;
      }
      get sortedTopics() {
        let topics = this._topics;
        topics = topics.filter((t) => this.opts.all || !t.hidden);
        topics = (0, util_1.sortBy)(topics, (t) => t.name);
        topics = (0, util_1.uniqBy)(topics, (t) => t.name);
        return topics;
      }
      command(command) {
        return this.formatCommand(command);
      }
      description(c) {
        const description = this.render(c.description || "");
        if (c.summary) {
          return description;
        }
        return description.split("\n").slice(1).join("\n");
      }
      formatCommand(command) {
        if (this.config.topicSeparator !== ":") {
          command.id = command.id.replaceAll(":", this.config.topicSeparator);
          command.aliases = command.aliases && command.aliases.map((a) => a.replaceAll(":", this.config.topicSeparator));
        }
        const help = this.getCommandHelpClass(command);
        return help.generate();
      }
      formatCommands(commands) {
        if (commands.length === 0)
          return "";
        const body = this.renderList(commands.filter((c) => this.opts.hideAliasesFromRoot ? !c.aliases?.includes(c.id) : true).map((c) => {
          if (this.config.topicSeparator !== ":")
            c.id = c.id.replaceAll(":", this.config.topicSeparator);
          const summary = this.summary(c);
          return [
            (0, theme_1.colorize)(this.config?.theme?.command, c.id),
            summary && (0, theme_1.colorize)(this.config?.theme?.sectionDescription, ansis_1.default.strip(summary))
          ];
        }), {
          indentation: 2,
          spacer: "\n",
          stripAnsi: this.opts.stripAnsi
        });
        return this.section("COMMANDS", body);
      }
      formatRoot() {
        const help = new root_1.default(this.config, this.opts);
        return help.root();
      }
      formatTopic(topic) {
        let description = this.render(topic.description || "");
        const summary = description.split("\n")[0];
        description = description.split("\n").slice(1).join("\n");
        let topicID = `${topic.name}:COMMAND`;
        if (this.config.topicSeparator !== ":")
          topicID = topicID.replaceAll(":", this.config.topicSeparator);
        let output = (0, util_1.compact)([
          (0, theme_1.colorize)(this.config?.theme?.commandSummary, summary),
          this.section(this.opts.usageHeader || "USAGE", `${(0, theme_1.colorize)(this.config?.theme?.dollarSign, "$")} ${(0, theme_1.colorize)(this.config?.theme?.bin, this.config.bin)} ${topicID}`),
          description && this.section("DESCRIPTION", this.wrap((0, theme_1.colorize)(this.config?.theme?.sectionDescription, description)))
        ]).join("\n\n");
        if (this.opts.stripAnsi)
          output = ansis_1.default.strip(output);
        return output + "\n";
      }
      formatTopics(topics) {
        if (topics.length === 0)
          return "";
        const body = this.renderList(topics.map((c) => {
          if (this.config.topicSeparator !== ":")
            c.name = c.name.replaceAll(":", this.config.topicSeparator);
          return [
            (0, theme_1.colorize)(this.config?.theme?.topic, c.name),
            c.description && this.render((0, theme_1.colorize)(this.config?.theme?.sectionDescription, c.description.split("\n")[0]))
          ];
        }), {
          indentation: 2,
          spacer: "\n",
          stripAnsi: this.opts.stripAnsi
        });
        return this.section("TOPICS", body);
      }
      getCommandHelpClass(command) {
        return new this.CommandHelpClass(command, this.config, this.opts);
      }
      log(...args) {
        return this.opts.sendToStderr ? ux_1.ux.stderr(args) : ux_1.ux.stdout(args);
      }
      async showCommandHelp(command) {
        const name = command.id;
        const depth = name.split(":").length;
        const subTopics = this.sortedTopics.filter((t) => t.name.startsWith(name + ":") && t.name.split(":").length === depth + 1);
        const subCommands = this.sortedCommands.filter((c) => c.id.startsWith(name + ":") && c.id.split(":").length === depth + 1);
        const plugin = this.config.plugins.get(command.pluginName);
        const state = this.config.pjson?.oclif?.state || plugin?.pjson?.oclif?.state || command.state;
        if (state) {
          this.log(state === "deprecated" ? `${(0, util_2.formatCommandDeprecationWarning)((0, ids_1.toConfiguredId)(name, this.config), command.deprecationOptions)}
` : `This command is in ${state}.
`);
        }
        if (command.deprecateAliases && [...command.aliases ?? [], ...command.hiddenAliases ?? []].includes(name)) {
          const actualCmd = this.config.commands.find((c) => [...c.aliases ?? [], ...c.hiddenAliases ?? []].includes(name));
          const actualCmdName = actualCmd ? (0, ids_1.toConfiguredId)(actualCmd.id, this.config) : "";
          const opts = { ...command.deprecationOptions, ...actualCmd ? { to: actualCmdName } : {} };
          this.log(`${(0, util_2.formatCommandDeprecationWarning)((0, ids_1.toConfiguredId)(name, this.config), opts)}
`);
        }
        const summary = this.summary(command);
        if (summary) {
          this.log(summary + "\n");
        }
        this.log(this.formatCommand(command));
        this.log("");
        if (subTopics.length > 0) {
          this.log(this.formatTopics(subTopics));
          this.log("");
        }
        if (subCommands.length > 0) {
          const aliases = [];
          const uniqueSubCommands = subCommands.filter((p) => {
            aliases.push(...p.aliases);
            return !aliases.includes(p.id);
          });
          this.log(this.formatCommands(uniqueSubCommands));
          this.log("");
        }
      }
      async showHelp(argv) {
        const originalArgv = argv.slice(1);
        argv = argv.filter((arg) => !(0, util_2.getHelpFlagAdditions)(this.config).includes(arg));
        if (this.config.topicSeparator !== ":")
          argv = (0, util_2.standardizeIDFromArgv)(argv, this.config);
        const subject = getHelpSubject(argv, this.config);
        if (!subject) {
          if (this.config.isSingleCommandCLI) {
            const rootCmd = this.config.findCommand(symbols_1.SINGLE_COMMAND_CLI_SYMBOL);
            if (rootCmd) {
              rootCmd.id = "";
              await this.showCommandHelp(rootCmd);
              return;
            }
          }
          await this.showRootHelp();
          return;
        }
        const command = this.config.findCommand(subject);
        if (command) {
          if (command.id === symbols_1.SINGLE_COMMAND_CLI_SYMBOL) {
            command.id = "";
          }
          if (command.hasDynamicHelp && command.pluginType !== "jit") {
            const loaded = await command.load();
            for (const [name, flag] of Object.entries(loaded.flags ?? {})) {
              if (flag.type === "boolean")
                continue;
              command.flags[name].default = await (0, cache_default_value_1.cacheDefaultValue)(flag, false);
            }
            await this.showCommandHelp(command);
          } else {
            await this.showCommandHelp(command);
          }
          return;
        }
        const topic = this.config.findTopic(subject);
        if (topic) {
          await this.showTopicHelp(topic);
          return;
        }
        if (this.config.flexibleTaxonomy) {
          const matches = this.config.findMatches(subject, originalArgv);
          if (matches.length > 0) {
            const result = await this.config.runHook("command_incomplete", {
              argv: originalArgv.filter((o) => !subject.split(":").includes(o)),
              id: subject,
              matches
            });
            if (result.successes.length > 0)
              return;
          }
        }
        (0, error_1.error)(`Command ${subject} not found.`);
      }
      async showRootHelp() {
        let rootTopics = this.sortedTopics;
        let rootCommands = this.sortedCommands;
        const state = this.config.pjson?.oclif?.state;
        if (state) {
          this.log(state === "deprecated" ? `${this.config.bin} is deprecated` : `${this.config.bin} is in ${state}.
`);
        }
        this.log(this.formatRoot());
        this.log("");
        if (!this.opts.all) {
          rootTopics = rootTopics.filter((t) => !t.name.includes(":"));
          rootCommands = rootCommands.filter((c) => !c.id.includes(":"));
        }
        if (rootTopics.length > 0) {
          this.log(this.formatTopics(rootTopics));
          this.log("");
        }
        if (rootCommands.length > 0) {
          rootCommands = rootCommands.filter((c) => c.id);
          this.log(this.formatCommands(rootCommands));
          this.log("");
        }
      }
      async showTopicHelp(topic) {
        const { name } = topic;
        const depth = name.split(":").length;
        const subTopics = this.sortedTopics.filter((t) => t.name.startsWith(name + ":") && t.name.split(":").length === depth + 1);
        const commands = this.sortedCommands.filter((c) => c.id.startsWith(name + ":") && c.id.split(":").length === depth + 1);
        const state = this.config.pjson?.oclif?.state;
        if (state)
          this.log(`This topic is in ${state}.
`);
        this.log(this.formatTopic(topic));
        if (subTopics.length > 0) {
          this.log(this.formatTopics(subTopics));
          this.log("");
        }
        if (commands.length > 0) {
          this.log(this.formatCommands(commands));
          this.log("");
        }
      }
      summary(c) {
        if (this.opts.sections && !this.opts.sections.map((s) => s.toLowerCase()).includes("summary"))
          return;
        if (c.summary)
          return (0, theme_1.colorize)(this.config?.theme?.commandSummary, this.render(c.summary.split("\n")[0]));
        return c.description && (0, theme_1.colorize)(this.config?.theme?.commandSummary, this.render(c.description).split("\n")[0]);
      }
    };
    exports2.Help = Help;
    function extractClass(exported) {
      return exported && exported.default ? exported.default : exported;
    }
    function determineLocation(helpClass) {
      if (typeof helpClass === "string")
        return { identifier: "default", target: helpClass };
      if (!helpClass.identifier)
        return { ...helpClass, identifier: "default" };
      return helpClass;
    }
    async function loadHelpClass(config) {
      if (config.pjson.oclif?.helpClass) {
        const { identifier, target } = determineLocation(config.pjson.oclif?.helpClass);
        try {
          const path = await (0, ts_path_1.tsPath)(config.root, target) ?? target;
          const module3 = await (0, module_loader_1.load)(config, path);
          const helpClass = module3[identifier] ?? (identifier === "default" ? extractClass(module3) : void 0);
          return extractClass(helpClass);
        } catch (error) {
          throw new Error(`Unable to load configured help class "${target}", failed with message:
${error.message}`);
        }
      }
      return Help;
    }
  }
});

// ../node_modules/@oclif/core/lib/errors/handle.js
var require_handle = __commonJS({
  "../node_modules/@oclif/core/lib/errors/handle.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Exit = void 0;
    exports2.handle = handle;
    var clean_stack_1 = __importDefault(require_clean_stack());
    var cache_1 = __importDefault(require_cache());
    var index_1 = require_help();
    var logger_1 = require_logger();
    var cli_1 = require_cli();
    var exit_1 = require_exit();
    var pretty_print_1 = __importDefault(require_pretty_print());
    exports2.Exit = {
      exit(code = 0) {
        process.exit(code);
      }
    };
    async function handle(err) {
      try {
        if (!err)
          err = new cli_1.CLIError("no error?");
        if (err.message === "SIGINT")
          exports2.Exit.exit(1);
        const shouldPrint = !(err instanceof exit_1.ExitError) && !err.skipOclifErrorHandling;
        const pretty = (0, pretty_print_1.default)(err);
        const stack = (0, clean_stack_1.default)(err.stack || "", { pretty: true });
        if (shouldPrint) {
          console.error(pretty ?? stack);
          const config = cache_1.default.getInstance().get("config");
          if (err.showHelp && err.parse?.input?.argv && config) {
            const options = {
              ...config.pjson.oclif.helpOptions ?? config.pjson.helpOptions,
              sections: ["flags", "usage", "arguments"],
              sendToStderr: true
            };
            const help = new index_1.Help(config, options);
            console.error();
            await help.showHelp(process.argv.slice(2));
          }
        }
        const exitCode = err.oclif?.exit ?? 1;
        if (err.code !== "EEXIT" && stack) {
          (0, logger_1.getLogger)().error(stack);
        }
        exports2.Exit.exit(exitCode);
      } catch (error) {
        console.error(err.stack);
        console.error(error.stack);
        exports2.Exit.exit(1);
      }
    }
  }
});

// ../node_modules/@oclif/core/lib/errors/index.js
var require_errors = __commonJS({
  "../node_modules/@oclif/core/lib/errors/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.warn = exports2.handle = exports2.exit = exports2.ModuleLoadError = exports2.ExitError = exports2.CLIError = exports2.error = void 0;
    var error_1 = require_error();
    Object.defineProperty(exports2, "error", { enumerable: true, get: function() {
      return error_1.error;
    } });
    var cli_1 = require_cli();
    Object.defineProperty(exports2, "CLIError", { enumerable: true, get: function() {
      return cli_1.CLIError;
    } });
    var exit_1 = require_exit();
    Object.defineProperty(exports2, "ExitError", { enumerable: true, get: function() {
      return exit_1.ExitError;
    } });
    var module_load_1 = require_module_load();
    Object.defineProperty(exports2, "ModuleLoadError", { enumerable: true, get: function() {
      return module_load_1.ModuleLoadError;
    } });
    var exit_2 = require_exit2();
    Object.defineProperty(exports2, "exit", { enumerable: true, get: function() {
      return exit_2.exit;
    } });
    var handle_1 = require_handle();
    Object.defineProperty(exports2, "handle", { enumerable: true, get: function() {
      return handle_1.handle;
    } });
    var warn_1 = require_warn();
    Object.defineProperty(exports2, "warn", { enumerable: true, get: function() {
      return warn_1.warn;
    } });
  }
});

// ../node_modules/@oclif/core/lib/performance.js
var require_performance = __commonJS({
  "../node_modules/@oclif/core/lib/performance.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Performance = exports2.OCLIF_MARKER_OWNER = void 0;
    var node_perf_hooks_1 = require("node:perf_hooks");
    var logger_1 = require_logger();
    var settings_1 = require_settings();
    exports2.OCLIF_MARKER_OWNER = "@oclif/core";
    var Marker = class {
      owner;
      name;
      details;
      method;
      module;
      scope;
      stopped = false;
      startMarker;
      stopMarker;
      constructor(owner, name, details = {}) {
        this.owner = owner;
        this.name = name;
        this.details = details;
        this.startMarker = `${this.name}-start`;
        this.stopMarker = `${this.name}-stop`;
        const [caller, scope] = name.split("#");
        const [module3, method] = caller.split(".");
        this.module = module3;
        this.method = method;
        this.scope = scope;
        node_perf_hooks_1.performance.mark(this.startMarker);
      }
      addDetails(details) {
        this.details = { ...this.details, ...details };
      }
      measure() {
        node_perf_hooks_1.performance.measure(this.name, this.startMarker, this.stopMarker);
      }
      stop() {
        this.stopped = true;
        node_perf_hooks_1.performance.mark(this.stopMarker);
      }
    };
    var Performance = class _Performance {
      static _oclifPerf;
      /* Key: marker.owner */
      static _results = /* @__PURE__ */ new Map();
      /* Key: marker.name */
      static markers = /* @__PURE__ */ new Map();
      /**
       * Collect performance results into static Performance.results
       *
       * @returns Promise<void>
       */
      static async collect() {
        if (!_Performance.enabled)
          return;
        if (_Performance._results.size > 0)
          return;
        const markers = [..._Performance.markers.values()];
        if (markers.length === 0)
          return;
        for (const marker of markers.filter((m) => !m.stopped)) {
          marker.stop();
        }
        return new Promise((resolve) => {
          const perfObserver = new node_perf_hooks_1.PerformanceObserver((items) => {
            for (const entry of items.getEntries()) {
              const marker = _Performance.markers.get(entry.name);
              if (marker) {
                const result = {
                  details: marker.details,
                  duration: entry.duration,
                  method: marker.method,
                  module: marker.module,
                  name: entry.name,
                  scope: marker.scope
                };
                const existing = _Performance._results.get(marker.owner) ?? [];
                _Performance._results.set(marker.owner, [...existing, result]);
              }
            }
            const oclifResults = _Performance._results.get(exports2.OCLIF_MARKER_OWNER) ?? [];
            const command = oclifResults.find((r) => r.name.startsWith("config.runCommand"));
            const commandLoadTime = command ? _Performance.getResult(exports2.OCLIF_MARKER_OWNER, `plugin.findCommand#${command.details.plugin}.${command.details.command}`)?.duration ?? 0 : 0;
            const pluginLoadTimes = Object.fromEntries(oclifResults.filter(({ name }) => name.startsWith("plugin.load#")).sort((a, b) => b.duration - a.duration).map(({ details, duration, scope }) => [scope, { details, duration }]));
            const hookRunTimes = oclifResults.filter(({ name }) => name.startsWith("config.runHook#")).reduce((acc, perfResult) => {
              const event = perfResult.details.event;
              if (event) {
                if (!acc[event])
                  acc[event] = {};
                acc[event][perfResult.scope] = perfResult.duration;
              } else {
                const event2 = perfResult.scope;
                if (!acc[event2])
                  acc[event2] = {};
                acc[event2].total = perfResult.duration;
              }
              return acc;
            }, {});
            const pluginLoadTimeByType = Object.fromEntries(oclifResults.filter(({ name }) => name.startsWith("config.loadPlugins#")).sort((a, b) => b.duration - a.duration).map(({ duration, scope }) => [scope, duration]));
            _Performance._oclifPerf = {
              hookRunTimes,
              "oclif.commandLoadMs": commandLoadTime,
              "oclif.commandRunMs": oclifResults.find(({ name }) => name.startsWith("config.runCommand#"))?.duration ?? 0,
              "oclif.configLoadMs": _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "config.load")?.duration ?? 0,
              "oclif.corePluginsLoadMs": pluginLoadTimeByType.core ?? 0,
              "oclif.initHookMs": hookRunTimes.init?.total ?? 0,
              "oclif.initMs": _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "main.run#init")?.duration ?? 0,
              "oclif.linkedPluginsLoadMs": pluginLoadTimeByType.link ?? 0,
              "oclif.postrunHookMs": hookRunTimes.postrun?.total ?? 0,
              "oclif.prerunHookMs": hookRunTimes.prerun?.total ?? 0,
              "oclif.runMs": _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "main.run")?.duration ?? 0,
              "oclif.userPluginsLoadMs": pluginLoadTimeByType.user ?? 0,
              pluginLoadTimes
            };
            resolve();
          });
          perfObserver.observe({ buffered: true, entryTypes: ["measure"] });
          for (const marker of markers) {
            try {
              marker.measure();
            } catch {
            }
          }
          node_perf_hooks_1.performance.clearMarks();
        });
      }
      /**
       * Add debug logs for plugin loading performance
       */
      static debug() {
        if (!_Performance.enabled)
          return;
        const oclifDebug = (0, logger_1.makeDebug)("perf");
        const processUpTime = (process.uptime() * 1e3).toFixed(4);
        oclifDebug("Process Uptime: %sms", processUpTime);
        oclifDebug("Oclif Time: %sms", _Performance.oclifPerf["oclif.runMs"].toFixed(4));
        oclifDebug("Init Time: %sms", _Performance.oclifPerf["oclif.initMs"].toFixed(4));
        oclifDebug("Config Load Time: %sms", _Performance.oclifPerf["oclif.configLoadMs"].toFixed(4));
        oclifDebug("  \u2022 Root Plugin Load Time: %sms", _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "plugin.load#root")?.duration.toFixed(4) ?? 0);
        oclifDebug("  \u2022 Plugins Load Time: %sms", _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "config.loadAllPlugins")?.duration.toFixed(4) ?? 0);
        oclifDebug("  \u2022 Commands Load Time: %sms", _Performance.getResult(exports2.OCLIF_MARKER_OWNER, "config.loadAllCommands")?.duration.toFixed(4) ?? 0);
        oclifDebug("Core Plugin Load Time: %sms", _Performance.oclifPerf["oclif.corePluginsLoadMs"].toFixed(4));
        oclifDebug("User Plugin Load Time: %sms", _Performance.oclifPerf["oclif.userPluginsLoadMs"].toFixed(4));
        oclifDebug("Linked Plugin Load Time: %sms", _Performance.oclifPerf["oclif.linkedPluginsLoadMs"].toFixed(4));
        oclifDebug("Plugin Load Times:");
        for (const [plugin, result] of Object.entries(_Performance.oclifPerf.pluginLoadTimes)) {
          if (result.details.hasManifest) {
            oclifDebug(`  ${plugin}: ${result.duration.toFixed(4)}ms`);
          } else {
            oclifDebug(`  ${plugin}: ${result.duration.toFixed(4)}ms (no manifest!)`);
          }
        }
        oclifDebug("Hook Run Times:");
        for (const [event, runTimes] of Object.entries(_Performance.oclifPerf.hookRunTimes)) {
          oclifDebug(`  ${event}:`);
          for (const [plugin, duration] of Object.entries(runTimes)) {
            oclifDebug(`    ${plugin}: ${duration.toFixed(4)}ms`);
          }
        }
        oclifDebug("Command Load Time: %sms", _Performance.oclifPerf["oclif.commandLoadMs"].toFixed(4));
        oclifDebug("Command Run Time: %sms", _Performance.oclifPerf["oclif.commandRunMs"].toFixed(4));
        if (_Performance.oclifPerf["oclif.configLoadMs"] > _Performance.oclifPerf["oclif.runMs"]) {
          oclifDebug("! Config load time is greater than total oclif time. This might mean that Config was instantiated before oclif was run.");
        }
        const nonCoreDebug = (0, logger_1.makeDebug)("non-oclif-perf");
        const nonCorePerf = _Performance.results;
        if (nonCorePerf.size > 0) {
          nonCoreDebug("Non-Core Performance Measurements:");
          for (const [owner, results] of nonCorePerf) {
            nonCoreDebug(`  ${owner}:`);
            for (const result of results) {
              nonCoreDebug(`    ${result.name}: ${result.duration.toFixed(4)}ms`);
            }
          }
        }
      }
      static getResult(owner, name) {
        return _Performance._results.get(owner)?.find((r) => r.name === name);
      }
      /**
       * Add a new performance marker
       *
       * @param owner An npm package like `@oclif/core` or `@salesforce/source-tracking`
       * @param name Name of the marker. Use `module.method#scope` format
       * @param details Arbitrary details to attach to the marker
       * @returns Marker instance
       */
      static mark(owner, name, details = {}) {
        if (!_Performance.enabled)
          return;
        const marker = new Marker(owner, name, details);
        _Performance.markers.set(marker.name, marker);
        return marker;
      }
      static get enabled() {
        return settings_1.settings.performanceEnabled ?? false;
      }
      static get oclifPerf() {
        if (!_Performance.enabled)
          return {};
        if (_Performance._oclifPerf)
          return _Performance._oclifPerf;
        throw new Error("Perf results not available. Did you forget to call await Performance.collect()?");
      }
      /** returns a map of owner, PerfResult[].  Excludes oclif PerfResult, which you can get from oclifPerf */
      static get results() {
        if (!_Performance.enabled)
          return /* @__PURE__ */ new Map();
        return new Map([..._Performance._results.entries()].filter(([owner]) => owner !== exports2.OCLIF_MARKER_OWNER));
      }
    };
    exports2.Performance = Performance;
  }
});

// ../node_modules/@oclif/core/lib/util/determine-priority.js
var require_determine_priority = __commonJS({
  "../node_modules/@oclif/core/lib/util/determine-priority.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.determinePriority = determinePriority;
    function determinePriority(plugins, commands) {
      const commandPlugins = commands.sort((a, b) => {
        const pluginAliasA = a.pluginAlias ?? "A-Cannot-Find-This";
        const pluginAliasB = b.pluginAlias ?? "B-Cannot-Find-This";
        const aIndex = plugins.indexOf(pluginAliasA);
        const bIndex = plugins.indexOf(pluginAliasB);
        if (a.pluginType === "core" && b.pluginType === "core") {
          return aIndex - bIndex;
        }
        if (b.pluginType === "core" && a.pluginType !== "core") {
          return 1;
        }
        if (a.pluginType === "core" && b.pluginType !== "core") {
          return -1;
        }
        if (a.pluginType === "jit" && b.pluginType !== "jit") {
          return 1;
        }
        if (b.pluginType === "jit" && a.pluginType !== "jit") {
          return -1;
        }
        return 0;
      });
      return commandPlugins[0];
    }
  }
});

// ../node_modules/is-inside-container/node_modules/is-docker/index.js
function hasDockerEnv() {
  try {
    import_node_fs.default.statSync("/.dockerenv");
    return true;
  } catch {
    return false;
  }
}
function hasDockerCGroup() {
  try {
    return import_node_fs.default.readFileSync("/proc/self/cgroup", "utf8").includes("docker");
  } catch {
    return false;
  }
}
function isDocker() {
  if (isDockerCached === void 0) {
    isDockerCached = hasDockerEnv() || hasDockerCGroup();
  }
  return isDockerCached;
}
var import_node_fs, isDockerCached;
var init_is_docker = __esm({
  "../node_modules/is-inside-container/node_modules/is-docker/index.js"() {
    import_node_fs = __toESM(require("node:fs"), 1);
  }
});

// ../node_modules/is-inside-container/index.js
function isInsideContainer() {
  if (cachedResult === void 0) {
    cachedResult = hasContainerEnv() || isDocker();
  }
  return cachedResult;
}
var import_node_fs2, cachedResult, hasContainerEnv;
var init_is_inside_container = __esm({
  "../node_modules/is-inside-container/index.js"() {
    import_node_fs2 = __toESM(require("node:fs"), 1);
    init_is_docker();
    hasContainerEnv = () => {
      try {
        import_node_fs2.default.statSync("/run/.containerenv");
        return true;
      } catch {
        return false;
      }
    };
  }
});

// ../node_modules/wsl-utils/node_modules/is-wsl/index.js
var import_node_process, import_node_os, import_node_fs3, isWsl, is_wsl_default;
var init_is_wsl = __esm({
  "../node_modules/wsl-utils/node_modules/is-wsl/index.js"() {
    import_node_process = __toESM(require("node:process"), 1);
    import_node_os = __toESM(require("node:os"), 1);
    import_node_fs3 = __toESM(require("node:fs"), 1);
    init_is_inside_container();
    isWsl = () => {
      if (import_node_process.default.platform !== "linux") {
        return false;
      }
      if (import_node_os.default.release().toLowerCase().includes("microsoft")) {
        if (isInsideContainer()) {
          return false;
        }
        return true;
      }
      try {
        if (import_node_fs3.default.readFileSync("/proc/version", "utf8").toLowerCase().includes("microsoft")) {
          return !isInsideContainer();
        }
      } catch {
      }
      if (import_node_fs3.default.existsSync("/proc/sys/fs/binfmt_misc/WSLInterop") || import_node_fs3.default.existsSync("/run/WSL")) {
        return !isInsideContainer();
      }
      return false;
    };
    is_wsl_default = import_node_process.default.env.__IS_WSL_TEST__ ? isWsl : isWsl();
  }
});

// ../node_modules/powershell-utils/index.js
var import_node_process2, import_node_buffer, import_node_util, import_node_child_process, execFile, powerShellPath, executePowerShell;
var init_powershell_utils = __esm({
  "../node_modules/powershell-utils/index.js"() {
    import_node_process2 = __toESM(require("node:process"), 1);
    import_node_buffer = require("node:buffer");
    import_node_util = require("node:util");
    import_node_child_process = __toESM(require("node:child_process"), 1);
    execFile = (0, import_node_util.promisify)(import_node_child_process.default.execFile);
    powerShellPath = () => `${import_node_process2.default.env.SYSTEMROOT || import_node_process2.default.env.windir || String.raw`C:\Windows`}\\System32\\WindowsPowerShell\\v1.0\\powershell.exe`;
    executePowerShell = async (command, options = {}) => {
      const {
        powerShellPath: psPath,
        ...execFileOptions
      } = options;
      const encodedCommand = executePowerShell.encodeCommand(command);
      return execFile(
        psPath ?? powerShellPath(),
        [
          ...executePowerShell.argumentsPrefix,
          encodedCommand
        ],
        {
          encoding: "utf8",
          ...execFileOptions
        }
      );
    };
    executePowerShell.argumentsPrefix = [
      "-NoProfile",
      "-NonInteractive",
      "-ExecutionPolicy",
      "Bypass",
      "-EncodedCommand"
    ];
    executePowerShell.encodeCommand = (command) => import_node_buffer.Buffer.from(command, "utf16le").toString("base64");
    executePowerShell.escapeArgument = (value) => `'${String(value).replaceAll("'", "''")}'`;
  }
});

// ../node_modules/wsl-utils/utilities.js
function parseMountPointFromConfig(content) {
  for (const line of content.split("\n")) {
    if (/^\s*#/.test(line)) {
      continue;
    }
    const match = /^\s*root\s*=\s*(?<mountPoint>"[^"]*"|'[^']*'|[^#]*)/.exec(line);
    if (!match) {
      continue;
    }
    return match.groups.mountPoint.trim().replaceAll(/^["']|["']$/g, "");
  }
}
var init_utilities = __esm({
  "../node_modules/wsl-utils/utilities.js"() {
  }
});

// ../node_modules/wsl-utils/index.js
var wsl_utils_exports = {};
__export(wsl_utils_exports, {
  canAccessPowerShell: () => canAccessPowerShell,
  convertWindowsPathToWsl: () => convertWindowsPathToWsl,
  convertWslPathToWindows: () => convertWslPathToWindows,
  isPathOnWindowsFilesystem: () => isPathOnWindowsFilesystem,
  isUncPath: () => isUncPath,
  isWsl: () => is_wsl_default,
  powerShellPath: () => powerShellPath2,
  powerShellPathFromWsl: () => powerShellPathFromWsl,
  wslDefaultBrowser: () => wslDefaultBrowser,
  wslDrivesMountPoint: () => wslDrivesMountPoint
});
var import_node_util2, import_node_child_process2, import_promises, execFile2, wslDrivesMountPoint, powerShellPathFromWsl, powerShellPath2, canAccessPowerShellPromise, canAccessPowerShell, wslDefaultBrowser, isUrl, convertWslPathToWindows, isUncPath, isPathOnWindowsFilesystem, convertWindowsPathToWsl;
var init_wsl_utils = __esm({
  "../node_modules/wsl-utils/index.js"() {
    import_node_util2 = require("node:util");
    import_node_child_process2 = __toESM(require("node:child_process"), 1);
    import_promises = __toESM(require("node:fs/promises"), 1);
    init_is_wsl();
    init_powershell_utils();
    init_utilities();
    init_is_wsl();
    execFile2 = (0, import_node_util2.promisify)(import_node_child_process2.default.execFile);
    wslDrivesMountPoint = /* @__PURE__ */ (() => {
      const defaultMountPoint = "/mnt/";
      let mountPoint;
      return async function() {
        if (mountPoint) {
          return mountPoint;
        }
        const configFilePath = "/etc/wsl.conf";
        let isConfigFileExists = false;
        try {
          await import_promises.default.access(configFilePath, import_promises.constants.F_OK);
          isConfigFileExists = true;
        } catch {
        }
        if (!isConfigFileExists) {
          return defaultMountPoint;
        }
        const configContent = await import_promises.default.readFile(configFilePath, { encoding: "utf8" });
        const parsedMountPoint = parseMountPointFromConfig(configContent);
        if (parsedMountPoint === void 0) {
          return defaultMountPoint;
        }
        mountPoint = parsedMountPoint;
        mountPoint = mountPoint.endsWith("/") ? mountPoint : `${mountPoint}/`;
        return mountPoint;
      };
    })();
    powerShellPathFromWsl = async () => {
      const mountPoint = await wslDrivesMountPoint();
      return `${mountPoint}c/Windows/System32/WindowsPowerShell/v1.0/powershell.exe`;
    };
    powerShellPath2 = is_wsl_default ? powerShellPathFromWsl : powerShellPath;
    canAccessPowerShell = async () => {
      canAccessPowerShellPromise ??= (async () => {
        try {
          const psPath = await powerShellPath2();
          await import_promises.default.access(psPath, import_promises.constants.X_OK);
          return true;
        } catch {
          return false;
        }
      })();
      return canAccessPowerShellPromise;
    };
    wslDefaultBrowser = async () => {
      const psPath = await powerShellPath2();
      const command = String.raw`(Get-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\Shell\Associations\UrlAssociations\http\UserChoice").ProgId`;
      const { stdout } = await executePowerShell(command, { powerShellPath: psPath });
      return stdout.trim();
    };
    isUrl = (path) => /^[a-z]+:\/\//i.test(path);
    convertWslPathToWindows = async (paths) => {
      const isBatch = Array.isArray(paths);
      const pathArray = isBatch ? paths : [paths];
      const indicesToConvert = [];
      const pathsToConvert = [];
      for (const [index, path] of pathArray.entries()) {
        if (!isUrl(path)) {
          indicesToConvert.push(index);
          pathsToConvert.push(path);
        }
      }
      const results = [...pathArray];
      if (pathsToConvert.length > 0) {
        try {
          const { stdout } = await execFile2("wslpath", ["-aw", ...pathsToConvert], { encoding: "utf8" });
          const convertedPaths = stdout.split(/\r?\n/).filter(Boolean);
          for (const [index, originalIndex] of indicesToConvert.entries()) {
            results[originalIndex] = convertedPaths[index] ?? pathArray[originalIndex];
          }
        } catch {
        }
      }
      return isBatch ? results : results[0];
    };
    isUncPath = (path) => /^\\\\/u.test(path);
    isPathOnWindowsFilesystem = async (path) => {
      const windowsPath = await convertWslPathToWindows(path);
      return !isUncPath(windowsPath);
    };
    convertWindowsPathToWsl = async (paths) => {
      const isBatch = Array.isArray(paths);
      const pathArray = isBatch ? paths : [paths];
      try {
        const { stdout } = await execFile2("wslpath", ["-u", ...pathArray], { encoding: "utf8" });
        const convertedPaths = stdout.split(/\r?\n/).filter(Boolean);
        const results = pathArray.map((original, index) => convertedPaths[index] ?? original);
        return isBatch ? results : results[0];
      } catch {
        return isBatch ? pathArray : pathArray[0];
      }
    };
  }
});

// ../node_modules/@oclif/core/lib/util/os.js
var require_os = __commonJS({
  "../node_modules/@oclif/core/lib/util/os.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.getHomeDir = getHomeDir;
    exports2.getPlatform = getPlatform;
    exports2.getShell = getShell;
    var node_child_process_1 = require("node:child_process");
    var node_os_1 = require("node:os");
    var node_path_1 = __importDefault(require("node:path"));
    function getHomeDir() {
      return (0, node_os_1.homedir)();
    }
    async function getPlatform() {
      return (await Promise.resolve().then(() => (init_wsl_utils(), wsl_utils_exports))).isWsl ? "wsl" : (0, node_os_1.platform)();
    }
    async function getShell() {
      let shellPath;
      const SHELL = process.env.SHELL ?? (0, node_os_1.userInfo)().shell?.split(node_path_1.default.sep)?.pop();
      if (SHELL) {
        shellPath = SHELL.split("/");
      } else if (await getPlatform() === "win32") {
        shellPath = (await determineWindowsShell()).split(node_path_1.default.sep);
      } else {
        shellPath = ["unknown"];
      }
      return shellPath.at(-1) ?? "unknown";
    }
    async function determineWindowsShell() {
      try {
        const parentProcessName = (0, node_child_process_1.execSync)(`${await (await Promise.resolve().then(() => (init_wsl_utils(), wsl_utils_exports))).powerShellPath()} -NoProfile -Command "(Get-CimInstance Win32_Process -Filter 'ProcessID = ${process.ppid}').Name"`, { encoding: "utf8" });
        return parentProcessName.includes("powershell") || parentProcessName.includes("pwsh") ? "powershell" : process.env.COMSPEC ?? "cmd.exe";
      } catch {
        return process.env.COMSPEC ?? "cmd.exe";
      }
    }
  }
});

// ../node_modules/@oclif/core/node_modules/balanced-match/dist/commonjs/index.js
var require_commonjs = __commonJS({
  "../node_modules/@oclif/core/node_modules/balanced-match/dist/commonjs/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.range = exports2.balanced = void 0;
    var balanced = (a, b, str) => {
      const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
      const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
      const r = ma !== null && mb != null && (0, exports2.range)(ma, mb, str);
      return r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length)
      };
    };
    exports2.balanced = balanced;
    var maybeMatch = (reg, str) => {
      const m = str.match(reg);
      return m ? m[0] : null;
    };
    var range = (a, b, str) => {
      let begs, beg, left, right = void 0, result;
      let ai = str.indexOf(a);
      let bi = str.indexOf(b, ai + 1);
      let i = ai;
      if (ai >= 0 && bi > 0) {
        if (a === b) {
          return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
          if (i === ai) {
            begs.push(i);
            ai = str.indexOf(a, i + 1);
          } else if (begs.length === 1) {
            const r = begs.pop();
            if (r !== void 0)
              result = [r, bi];
          } else {
            beg = begs.pop();
            if (beg !== void 0 && beg < left) {
              left = beg;
              right = bi;
            }
            bi = str.indexOf(b, i + 1);
          }
          i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== void 0) {
          result = [left, right];
        }
      }
      return result;
    };
    exports2.range = range;
  }
});

// ../node_modules/@oclif/core/node_modules/brace-expansion/dist/commonjs/index.js
var require_commonjs2 = __commonJS({
  "../node_modules/@oclif/core/node_modules/brace-expansion/dist/commonjs/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.EXPANSION_MAX_STEPS = exports2.EXPANSION_MAX_REWRITES = exports2.EXPANSION_MAX_DEPTH = exports2.EXPANSION_MAX_LENGTH = exports2.EXPANSION_MAX = void 0;
    exports2.expand = expand;
    exports2.default = expand;
    var balanced_match_1 = require_commonjs();
    var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
    var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
    var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
    var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
    var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
    var escSlashPattern = new RegExp(escSlash, "g");
    var escOpenPattern = new RegExp(escOpen, "g");
    var escClosePattern = new RegExp(escClose, "g");
    var escCommaPattern = new RegExp(escComma, "g");
    var escPeriodPattern = new RegExp(escPeriod, "g");
    var slashPattern = /\\\\/g;
    var openPattern = /\\{/g;
    var closePattern = /\\}/g;
    var commaPattern = /\\,/g;
    var periodPattern = /\\\./g;
    exports2.EXPANSION_MAX = 1e5;
    exports2.EXPANSION_MAX_LENGTH = 4e6;
    exports2.EXPANSION_MAX_DEPTH = 1e3;
    exports2.EXPANSION_MAX_REWRITES = 1e3;
    exports2.EXPANSION_MAX_STEPS = 2e7;
    var CALL_STEPS = 16;
    function numeric(str) {
      return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
    }
    function escapeBraces(str) {
      return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
    }
    function unescapeBraces(str) {
      return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
    }
    function pushAll(target, items) {
      for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
      }
    }
    function balancedWithBudget(str, masked, budget) {
      if (budget.remaining < 0) {
        return void 0;
      }
      const r = (0, balanced_match_1.range)("{", "}", masked);
      const unmatched = r !== void 0 && masked.indexOf("{") < r[0];
      budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
      if (!r || budget.remaining < 0) {
        return void 0;
      }
      return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched
      };
    }
    function maskUnmatchedOpens(masked, budget) {
      budget.remaining -= masked.length;
      const open = [];
      for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 123) {
          open.push(i);
        } else if (c === 125 && open.length) {
          open.pop();
        }
      }
      let out = "";
      let last = 0;
      for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + "\0";
        last = at + 1;
      }
      return out + masked.slice(last);
    }
    function commaSetFollows(str, budget) {
      budget.remaining -= str.length;
      if (budget.remaining < 0) {
        return false;
      }
      let close = false;
      for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 125) {
          close = true;
        } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
          close = false;
        } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
          return true;
        }
      }
      return false;
    }
    function parseCommaParts(str, budget) {
      const parts = [];
      let carry = "";
      for (; ; ) {
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
          return void 0;
        }
        if (!m) {
          const tail = str.split(",");
          tail[0] = carry + tail[0];
          pushAll(parts, tail);
          return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(",");
        p[0] = carry + p[0];
        p[p.length - 1] += "{" + body + "}";
        if (!post.length) {
          pushAll(parts, p);
          return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
      }
    }
    function bound(value, fallback) {
      return value === void 0 || isNaN(value) ? fallback : value;
    }
    function expand(str, options = {}) {
      if (!str) {
        return [];
      }
      const max = bound(options.max, exports2.EXPANSION_MAX);
      const maxLength = bound(options.maxLength, exports2.EXPANSION_MAX_LENGTH);
      const maxDepth = bound(options.maxDepth, exports2.EXPANSION_MAX_DEPTH);
      const maxRewrites = bound(options.maxRewrites, exports2.EXPANSION_MAX_REWRITES);
      const maxSteps = bound(options.maxSteps, exports2.EXPANSION_MAX_STEPS);
      if (str.slice(0, 2) === "{}") {
        str = "\\{\\}" + str.slice(2);
      }
      return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
    }
    function embrace(str) {
      return "{" + str + "}";
    }
    function isPadded(el) {
      return /^-?0\d/.test(el);
    }
    function lte(i, y) {
      return i <= y;
    }
    function gte(i, y) {
      return i >= y;
    }
    function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
      const out = [];
      let length = 0;
      let nonEmpty;
      outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
          if (!nonEmpty)
            nonEmpty = values.filter((v) => v);
          vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
          if (out.length >= max)
            break outer;
          const expansion = prefix + vs[v];
          if (length + expansion.length > maxLength)
            break outer;
          out.push(expansion);
          length += expansion.length;
        }
      }
      budget.remaining -= out.length;
      return out;
    }
    function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
      const n = body.split(/\.\./);
      const N = [];
      if (n[0] === void 0 || n[1] === void 0) {
        return N;
      }
      const x = numeric(n[0]);
      const y = numeric(n[1]);
      const width = Math.max(n[0].length, n[1].length);
      let incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
      let test = lte;
      const reverse = y < x;
      if (reverse) {
        incr *= -1;
        test = gte;
      }
      const pad = n.some(isPadded);
      const cost = pad ? width : 1;
      let length = 0;
      for (let i = x; test(i, y) && N.length < max; i += incr) {
        budget.remaining -= cost;
        if (budget.remaining < 0) {
          return void 0;
        }
        let c;
        if (isAlphaSequence) {
          c = String.fromCharCode(i);
          if (c === "\\") {
            c = "";
          }
        } else {
          c = String(i);
          if (pad) {
            const need = width - c.length;
            if (need > 0) {
              const z = new Array(need + 1).join("0");
              if (i < 0) {
                c = "-" + z + c.slice(1);
              } else {
                c = z + c;
              }
            }
          }
        }
        if (length + c.length > maxLength)
          break;
        N.push(c);
        length += c.length;
      }
      return N;
    }
    function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
      budget.remaining -= CALL_STEPS;
      if (depth > maxDepth) {
        return [str];
      }
      let acc = [""];
      let rewrites = 0;
      let dropEmpties = false;
      let firstGroup = true;
      let masked = str;
      for (; ; ) {
        const m = balancedWithBudget(str, masked, budget);
        if (!m) {
          return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
          masked = maskUnmatchedOpens(masked, budget);
        }
        const pre = m.pre;
        const literal = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
          acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget);
          firstGroup = false;
          if (!m.post.length)
            break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(",") >= 0;
        if (!isSequence && !isOptions) {
          if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
            rewrites++;
            str = m.pre + "{" + m.body + escClose + m.post;
            masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
            isTop = true;
            continue;
          }
          return literal();
        }
        if (firstGroup) {
          dropEmpties = isTop && !isSequence;
          firstGroup = false;
        }
        let values;
        if (isSequence) {
          values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
          if (!values) {
            return literal();
          }
        } else {
          let n = parseCommaParts(m.body, budget);
          if (!n) {
            return literal();
          }
          if (n.length === 1 && n[0] !== void 0) {
            n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
            if (budget.remaining < 0) {
              return literal();
            }
            if (n.length === 1) {
              const next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
              if (budget.remaining < 0) {
                return literal();
              }
              acc = next2;
              if (!m.post.length)
                break;
              str = m.post;
              masked = masked.slice(m.end + 1);
              continue;
            }
          }
          let dropsEmpties = dropEmpties && !m.post.length && !pre;
          for (let d = 0; dropsEmpties && d < acc.length; d++) {
            if (acc[d]) {
              dropsEmpties = false;
            }
          }
          values = [];
          let valuesLength = 0;
          outer: for (let j = 0; j < n.length; j++) {
            const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
            if (budget.remaining < 0) {
              return literal();
            }
            for (let k = 0; k < expanded.length; k++) {
              const v = expanded[k];
              if (dropsEmpties && !v)
                continue;
              if (values.length >= max || valuesLength + v.length > maxLength) {
                break outer;
              }
              values.push(v);
              valuesLength += v.length;
            }
          }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        if (budget.remaining < 0) {
          return literal();
        }
        acc = next;
        if (!m.post.length)
          break;
        str = m.post;
        masked = masked.slice(m.end + 1);
      }
      return acc;
    }
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/assert-valid-pattern.js
var require_assert_valid_pattern = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/assert-valid-pattern.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.assertValidPattern = void 0;
    var MAX_PATTERN_LENGTH = 1024 * 64;
    var assertValidPattern = (pattern) => {
      if (typeof pattern !== "string") {
        throw new TypeError("invalid pattern");
      }
      if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError("pattern is too long");
      }
    };
    exports2.assertValidPattern = assertValidPattern;
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/brace-expressions.js
var require_brace_expressions = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/brace-expressions.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.parseClass = void 0;
    var posixClasses = {
      "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}", true],
      "[:alpha:]": ["\\p{L}\\p{Nl}", true],
      "[:ascii:]": ["\\x00-\\x7f", false],
      "[:blank:]": ["\\p{Zs}\\t", true],
      "[:cntrl:]": ["\\p{Cc}", true],
      "[:digit:]": ["\\p{Nd}", true],
      "[:graph:]": ["\\p{Z}\\p{C}", true, true],
      "[:lower:]": ["\\p{Ll}", true],
      "[:print:]": ["\\p{C}", true],
      "[:punct:]": ["\\p{P}", true],
      "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f", true],
      "[:upper:]": ["\\p{Lu}", true],
      "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}", true],
      "[:xdigit:]": ["A-Fa-f0-9", false]
    };
    var braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&");
    var regexpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var rangesToString = (ranges) => ranges.join("");
    var parseClass = (glob, position) => {
      const pos = position;
      if (glob.charAt(pos) !== "[") {
        throw new Error("not in a brace expression");
      }
      const ranges = [];
      const negs = [];
      let i = pos + 1;
      let sawStart = false;
      let uflag = false;
      let escaping = false;
      let negate = false;
      let endPos = pos;
      let rangeStart = "";
      WHILE: while (i < glob.length) {
        const c = glob.charAt(i);
        if ((c === "!" || c === "^") && i === pos + 1) {
          negate = true;
          i++;
          continue;
        }
        if (c === "]" && sawStart && !escaping) {
          endPos = i + 1;
          break;
        }
        sawStart = true;
        if (c === "\\") {
          if (!escaping) {
            escaping = true;
            i++;
            continue;
          }
        }
        if (c === "[" && !escaping) {
          for (const [cls, [unip, u, neg]] of Object.entries(posixClasses)) {
            if (glob.startsWith(cls, i)) {
              if (rangeStart) {
                return ["$.", false, glob.length - pos, true];
              }
              i += cls.length;
              if (neg)
                negs.push(unip);
              else
                ranges.push(unip);
              uflag = uflag || u;
              continue WHILE;
            }
          }
        }
        escaping = false;
        if (rangeStart) {
          if (c > rangeStart) {
            ranges.push(braceEscape(rangeStart) + "-" + braceEscape(c));
          } else if (c === rangeStart) {
            ranges.push(braceEscape(c));
          }
          rangeStart = "";
          i++;
          continue;
        }
        if (glob.startsWith("-]", i + 1)) {
          ranges.push(braceEscape(c + "-"));
          i += 2;
          continue;
        }
        if (glob.startsWith("-", i + 1)) {
          rangeStart = c;
          i += 2;
          continue;
        }
        ranges.push(braceEscape(c));
        i++;
      }
      if (endPos < i) {
        return ["", false, 0, false];
      }
      if (!ranges.length && !negs.length) {
        return ["$.", false, glob.length - pos, true];
      }
      if (negs.length === 0 && ranges.length === 1 && /^\\?.$/.test(ranges[0]) && !negate) {
        const r = ranges[0].length === 2 ? ranges[0].slice(-1) : ranges[0];
        return [regexpEscape(r), false, endPos - pos, false];
      }
      const sranges = "[" + (negate ? "^" : "") + rangesToString(ranges) + "]";
      const snegs = "[" + (negate ? "" : "^") + rangesToString(negs) + "]";
      const comb = ranges.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges.length ? sranges : snegs;
      return [comb, uflag, endPos - pos, true];
    };
    exports2.parseClass = parseClass;
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/unescape.js
var require_unescape = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/unescape.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.unescape = void 0;
    var unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
      }
      return windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
    };
    exports2.unescape = unescape;
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/ast.js
var require_ast = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/ast.js"(exports2) {
    "use strict";
    var _a;
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.AST = void 0;
    var brace_expressions_js_1 = require_brace_expressions();
    var unescape_js_1 = require_unescape();
    var types = /* @__PURE__ */ new Set(["!", "?", "+", "*", "@"]);
    var isExtglobType = (c) => types.has(c);
    var isExtglobAST = (c) => isExtglobType(c.type);
    var adoptionMap = /* @__PURE__ */ new Map([
      ["!", ["@"]],
      ["?", ["?", "@"]],
      ["@", ["@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@"]]
    ]);
    var adoptionWithSpaceMap = /* @__PURE__ */ new Map([
      ["!", ["?"]],
      ["@", ["?"]],
      ["+", ["?", "*"]]
    ]);
    var adoptionAnyMap = /* @__PURE__ */ new Map([
      ["!", ["?", "@"]],
      ["?", ["?", "@"]],
      ["@", ["?", "@"]],
      ["*", ["*", "+", "?", "@"]],
      ["+", ["+", "@", "?", "*"]]
    ]);
    var usurpMap = /* @__PURE__ */ new Map([
      ["!", /* @__PURE__ */ new Map([["!", "@"]])],
      [
        "?",
        /* @__PURE__ */ new Map([
          ["*", "*"],
          ["+", "*"]
        ])
      ],
      [
        "@",
        /* @__PURE__ */ new Map([
          ["!", "!"],
          ["?", "?"],
          ["@", "@"],
          ["*", "*"],
          ["+", "+"]
        ])
      ],
      [
        "+",
        /* @__PURE__ */ new Map([
          ["?", "*"],
          ["*", "*"]
        ])
      ]
    ]);
    var startNoTraversal = "(?!(?:^|/)\\.\\.?(?:$|/))";
    var startNoDot = "(?!\\.)";
    var addPatternStart = /* @__PURE__ */ new Set(["[", "."]);
    var justDots = /* @__PURE__ */ new Set(["..", "."]);
    var reSpecials = new Set("().*{}+?[]^$\\!");
    var regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var qmark = "[^/]";
    var star = qmark + "*?";
    var starNoEmpty = qmark + "+?";
    var ID = 0;
    var AST = class {
      type;
      #root;
      #hasMagic;
      #uflag = false;
      #parts = [];
      #parent;
      #parentIndex;
      #negs;
      #filledNegs = false;
      #options;
      #toString;
      // set to true if it's an extglob with no children
      // (which really means one child of '')
      #emptyExt = false;
      id = ++ID;
      get depth() {
        return (this.#parent?.depth ?? -1) + 1;
      }
      [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
        return {
          "@@type": "AST",
          id: this.id,
          type: this.type,
          root: this.#root.id,
          parent: this.#parent?.id,
          depth: this.depth,
          partsLength: this.#parts.length,
          parts: this.#parts
        };
      }
      constructor(type, parent, options = {}) {
        this.type = type;
        if (type)
          this.#hasMagic = true;
        this.#parent = parent;
        this.#root = this.#parent ? this.#parent.#root : this;
        this.#options = this.#root === this ? options : this.#root.#options;
        this.#negs = this.#root === this ? [] : this.#root.#negs;
        if (type === "!" && !this.#root.#filledNegs)
          this.#negs.push(this);
        this.#parentIndex = this.#parent ? this.#parent.#parts.length : 0;
      }
      get hasMagic() {
        if (this.#hasMagic !== void 0)
          return this.#hasMagic;
        for (const p of this.#parts) {
          if (typeof p === "string")
            continue;
          if (p.type || p.hasMagic)
            return this.#hasMagic = true;
        }
        return this.#hasMagic;
      }
      // reconstructs the pattern
      toString() {
        return this.#toString !== void 0 ? this.#toString : !this.type ? this.#toString = this.#parts.map((p) => String(p)).join("") : this.#toString = this.type + "(" + this.#parts.map((p) => String(p)).join("|") + ")";
      }
      #fillNegs() {
        if (this !== this.#root)
          throw new Error("should only call on root");
        if (this.#filledNegs)
          return this;
        this.toString();
        this.#filledNegs = true;
        let n;
        while (n = this.#negs.pop()) {
          if (n.type !== "!")
            continue;
          let p = n;
          let pp = p.#parent;
          while (pp) {
            for (let i = p.#parentIndex + 1; !pp.type && i < pp.#parts.length; i++) {
              for (const part of n.#parts) {
                if (typeof part === "string") {
                  throw new Error("string part in extglob AST??");
                }
                part.copyIn(pp.#parts[i]);
              }
            }
            p = pp;
            pp = p.#parent;
          }
        }
        return this;
      }
      push(...parts) {
        for (const p of parts) {
          if (p === "")
            continue;
          if (typeof p !== "string" && !(p instanceof _a && p.#parent === this)) {
            throw new Error("invalid part: " + p);
          }
          this.#parts.push(p);
        }
      }
      toJSON() {
        const ret = this.type === null ? this.#parts.slice().map((p) => typeof p === "string" ? p : p.toJSON()) : [this.type, ...this.#parts.map((p) => p.toJSON())];
        if (this.isStart() && !this.type)
          ret.unshift([]);
        if (this.isEnd() && (this === this.#root || this.#root.#filledNegs && this.#parent?.type === "!")) {
          ret.push({});
        }
        return ret;
      }
      isStart() {
        if (this.#root === this)
          return true;
        if (!this.#parent?.isStart())
          return false;
        if (this.#parentIndex === 0)
          return true;
        const p = this.#parent;
        for (let i = 0; i < this.#parentIndex; i++) {
          const pp = p.#parts[i];
          if (!(pp instanceof _a && pp.type === "!")) {
            return false;
          }
        }
        return true;
      }
      isEnd() {
        if (this.#root === this)
          return true;
        if (this.#parent?.type === "!")
          return true;
        if (!this.#parent?.isEnd())
          return false;
        if (!this.type)
          return this.#parent?.isEnd();
        const pl = this.#parent ? this.#parent.#parts.length : 0;
        return this.#parentIndex === pl - 1;
      }
      copyIn(part) {
        if (typeof part === "string")
          this.push(part);
        else
          this.push(part.clone(this));
      }
      clone(parent) {
        const c = new _a(this.type, parent);
        for (const p of this.#parts) {
          c.copyIn(p);
        }
        return c;
      }
      static #parseAST(str, ast, pos, opt, extDepth) {
        const maxDepth = opt.maxExtglobRecursion ?? 2;
        let escaping = false;
        let inBrace = false;
        let braceStart = -1;
        let braceNeg = false;
        if (ast.type === null) {
          let i2 = pos;
          let acc2 = "";
          while (i2 < str.length) {
            const c = str.charAt(i2++);
            if (escaping || c === "\\") {
              escaping = !escaping;
              acc2 += c;
              continue;
            }
            if (inBrace) {
              if (i2 === braceStart + 1) {
                if (c === "^" || c === "!") {
                  braceNeg = true;
                }
              } else if (c === "]" && !(i2 === braceStart + 2 && braceNeg)) {
                inBrace = false;
              }
              acc2 += c;
              continue;
            } else if (c === "[") {
              inBrace = true;
              braceStart = i2;
              braceNeg = false;
              acc2 += c;
              continue;
            }
            const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i2) === "(" && extDepth <= maxDepth;
            if (doRecurse) {
              ast.push(acc2);
              acc2 = "";
              const ext = new _a(c, ast);
              i2 = _a.#parseAST(str, ext, i2, opt, extDepth + 1);
              ast.push(ext);
              continue;
            }
            acc2 += c;
          }
          ast.push(acc2);
          return i2;
        }
        let i = pos + 1;
        let part = new _a(null, ast);
        const parts = [];
        let acc = "";
        while (i < str.length) {
          const c = str.charAt(i++);
          if (escaping || c === "\\") {
            escaping = !escaping;
            acc += c;
            continue;
          }
          if (inBrace) {
            if (i === braceStart + 1) {
              if (c === "^" || c === "!") {
                braceNeg = true;
              }
            } else if (c === "]" && !(i === braceStart + 2 && braceNeg)) {
              inBrace = false;
            }
            acc += c;
            continue;
          } else if (c === "[") {
            inBrace = true;
            braceStart = i;
            braceNeg = false;
            acc += c;
            continue;
          }
          const doRecurse = !opt.noext && isExtglobType(c) && str.charAt(i) === "(" && /* c8 ignore start - the maxDepth is sufficient here */
          (extDepth <= maxDepth || ast && ast.#canAdoptType(c));
          if (doRecurse) {
            const depthAdd = ast && ast.#canAdoptType(c) ? 0 : 1;
            part.push(acc);
            acc = "";
            const ext = new _a(c, part);
            part.push(ext);
            i = _a.#parseAST(str, ext, i, opt, extDepth + depthAdd);
            continue;
          }
          if (c === "|") {
            part.push(acc);
            acc = "";
            parts.push(part);
            part = new _a(null, ast);
            continue;
          }
          if (c === ")") {
            if (acc === "" && ast.#parts.length === 0) {
              ast.#emptyExt = true;
            }
            part.push(acc);
            acc = "";
            ast.push(...parts, part);
            return i;
          }
          acc += c;
        }
        ast.type = null;
        ast.#hasMagic = void 0;
        ast.#parts = [str.substring(pos - 1)];
        return i;
      }
      #canAdoptWithSpace(child) {
        return this.#canAdopt(child, adoptionWithSpaceMap);
      }
      #canAdopt(child, map = adoptionMap) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canAdoptType(gc.type, map);
      }
      #canAdoptType(c, map = adoptionAnyMap) {
        return !!map.get(this.type)?.includes(c);
      }
      #adoptWithSpace(child, index) {
        const gc = child.#parts[0];
        const blank = new _a(null, gc, this.options);
        blank.#parts.push("");
        gc.push(blank);
        this.#adopt(child, index);
      }
      #adopt(child, index) {
        const gc = child.#parts[0];
        this.#parts.splice(index, 1, ...gc.#parts);
        for (const p of gc.#parts) {
          if (typeof p === "object")
            p.#parent = this;
        }
        this.#toString = void 0;
      }
      #canUsurpType(c) {
        const m = usurpMap.get(this.type);
        return !!m?.has(c);
      }
      #canUsurp(child) {
        if (!child || typeof child !== "object" || child.type !== null || child.#parts.length !== 1 || this.type === null || this.#parts.length !== 1) {
          return false;
        }
        const gc = child.#parts[0];
        if (!gc || typeof gc !== "object" || gc.type === null) {
          return false;
        }
        return this.#canUsurpType(gc.type);
      }
      #usurp(child) {
        const m = usurpMap.get(this.type);
        const gc = child.#parts[0];
        const nt = m?.get(gc.type);
        if (!nt)
          return false;
        this.#parts = gc.#parts;
        for (const p of this.#parts) {
          if (typeof p === "object") {
            p.#parent = this;
          }
        }
        this.type = nt;
        this.#toString = void 0;
        this.#emptyExt = false;
      }
      static fromGlob(pattern, options = {}) {
        const ast = new _a(null, void 0, options);
        _a.#parseAST(pattern, ast, 0, options, 0);
        return ast;
      }
      // returns the regular expression if there's magic, or the unescaped
      // string if not.
      toMMPattern() {
        if (this !== this.#root)
          return this.#root.toMMPattern();
        const glob = this.toString();
        const [re, body, hasMagic, uflag] = this.toRegExpSource();
        const anyMagic = hasMagic || this.#hasMagic || this.#options.nocase && !this.#options.nocaseMagicOnly && glob.toUpperCase() !== glob.toLowerCase();
        if (!anyMagic) {
          return body;
        }
        const flags = (this.#options.nocase ? "i" : "") + (uflag ? "u" : "");
        return Object.assign(new RegExp(`^${re}$`, flags), {
          _src: re,
          _glob: glob
        });
      }
      get options() {
        return this.#options;
      }
      // returns the string match, the regexp source, whether there's magic
      // in the regexp (so a regular expression is required) and whether or
      // not the uflag is needed for the regular expression (for posix classes)
      // TODO: instead of injecting the start/end at this point, just return
      // the BODY of the regexp, along with the start/end portions suitable
      // for binding the start/end in either a joined full-path makeRe context
      // (where we bind to (^|/), or a standalone matchPart context (where
      // we bind to ^, and not /).  Otherwise slashes get duped!
      //
      // In part-matching mode, the start is:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: ^(?!\.\.?$)
      // - if dots allowed or not possible: ^
      // - if dots possible and not allowed: ^(?!\.)
      // end is:
      // - if not isEnd(): nothing
      // - else: $
      //
      // In full-path matching mode, we put the slash at the START of the
      // pattern, so start is:
      // - if first pattern: same as part-matching mode
      // - if not isStart(): nothing
      // - if traversal possible, but not allowed: /(?!\.\.?(?:$|/))
      // - if dots allowed or not possible: /
      // - if dots possible and not allowed: /(?!\.)
      // end is:
      // - if last pattern, same as part-matching mode
      // - else nothing
      //
      // Always put the (?:$|/) on negated tails, though, because that has to be
      // there to bind the end of the negated pattern portion, and it's easier to
      // just stick it in now rather than try to inject it later in the middle of
      // the pattern.
      //
      // We can just always return the same end, and leave it up to the caller
      // to know whether it's going to be used joined or in parts.
      // And, if the start is adjusted slightly, can do the same there:
      // - if not isStart: nothing
      // - if traversal possible, but not allowed: (?:/|^)(?!\.\.?$)
      // - if dots allowed or not possible: (?:/|^)
      // - if dots possible and not allowed: (?:/|^)(?!\.)
      //
      // But it's better to have a simpler binding without a conditional, for
      // performance, so probably better to return both start options.
      //
      // Then the caller just ignores the end if it's not the first pattern,
      // and the start always gets applied.
      //
      // But that's always going to be $ if it's the ending pattern, or nothing,
      // so the caller can just attach $ at the end of the pattern when building.
      //
      // So the todo is:
      // - better detect what kind of start is needed
      // - return both flavors of starting pattern
      // - attach $ at the end of the pattern when creating the actual RegExp
      //
      // Ah, but wait, no, that all only applies to the root when the first pattern
      // is not an extglob. If the first pattern IS an extglob, then we need all
      // that dot prevention biz to live in the extglob portions, because eg
      // +(*|.x*) can match .xy but not .yx.
      //
      // So, return the two flavors if it's #root and the first child is not an
      // AST, otherwise leave it to the child AST to handle it, and there,
      // use the (?:^|/) style of start binding.
      //
      // Even simplified further:
      // - Since the start for a join is eg /(?!\.) and the start for a part
      // is ^(?!\.), we can just prepend (?!\.) to the pattern (either root
      // or start or whatever) and prepend ^ or / at the Regexp construction.
      toRegExpSource(allowDot) {
        const dot = allowDot ?? !!this.#options.dot;
        if (this.#root === this) {
          this.#flatten();
          this.#fillNegs();
        }
        if (!isExtglobAST(this)) {
          const noEmpty = this.isStart() && this.isEnd() && !this.#parts.some((s) => typeof s !== "string");
          const src = this.#parts.map((p) => {
            const [re, _, hasMagic, uflag] = typeof p === "string" ? _a.#parseGlob(p, this.#hasMagic, noEmpty) : p.toRegExpSource(allowDot);
            this.#hasMagic = this.#hasMagic || hasMagic;
            this.#uflag = this.#uflag || uflag;
            return re;
          }).join("");
          let start2 = "";
          if (this.isStart()) {
            if (typeof this.#parts[0] === "string") {
              const dotTravAllowed = this.#parts.length === 1 && justDots.has(this.#parts[0]);
              if (!dotTravAllowed) {
                const aps = addPatternStart;
                const needNoTrav = (
                  // dots are allowed, and the pattern starts with [ or .
                  dot && aps.has(src.charAt(0)) || // the pattern starts with \., and then [ or .
                  src.startsWith("\\.") && aps.has(src.charAt(2)) || // the pattern starts with \.\., and then [ or .
                  src.startsWith("\\.\\.") && aps.has(src.charAt(4))
                );
                const needNoDot = !dot && !allowDot && aps.has(src.charAt(0));
                start2 = needNoTrav ? startNoTraversal : needNoDot ? startNoDot : "";
              }
            }
          }
          let end = "";
          if (this.isEnd() && this.#root.#filledNegs && this.#parent?.type === "!") {
            end = "(?:$|\\/)";
          }
          const final2 = start2 + src + end;
          return [
            final2,
            (0, unescape_js_1.unescape)(src),
            this.#hasMagic = !!this.#hasMagic,
            this.#uflag
          ];
        }
        const repeated = this.type === "*" || this.type === "+";
        const start = this.type === "!" ? "(?:(?!(?:" : "(?:";
        let body = this.#partsToRegExp(dot);
        if (this.isStart() && this.isEnd() && !body && this.type !== "!") {
          const s = this.toString();
          const me = this;
          me.#parts = [s];
          me.type = null;
          me.#hasMagic = void 0;
          return [s, (0, unescape_js_1.unescape)(this.toString()), false, false];
        }
        let bodyDotAllowed = !repeated || allowDot || dot || !startNoDot ? "" : this.#partsToRegExp(true);
        if (bodyDotAllowed === body) {
          bodyDotAllowed = "";
        }
        if (bodyDotAllowed) {
          body = `(?:${body})(?:${bodyDotAllowed})*?`;
        }
        let final = "";
        if (this.type === "!" && this.#emptyExt) {
          final = (this.isStart() && !dot ? startNoDot : "") + starNoEmpty;
        } else {
          const close = this.type === "!" ? (
            // !() must match something,but !(x) can match ''
            "))" + (this.isStart() && !dot && !allowDot ? startNoDot : "") + star + ")"
          ) : this.type === "@" ? ")" : this.type === "?" ? ")?" : this.type === "+" && bodyDotAllowed ? ")" : this.type === "*" && bodyDotAllowed ? `)?` : `)${this.type}`;
          final = start + body + close;
        }
        return [
          final,
          (0, unescape_js_1.unescape)(body),
          this.#hasMagic = !!this.#hasMagic,
          this.#uflag
        ];
      }
      #flatten() {
        if (!isExtglobAST(this)) {
          for (const p of this.#parts) {
            if (typeof p === "object") {
              p.#flatten();
            }
          }
        } else {
          let iterations = 0;
          let done = false;
          do {
            done = true;
            for (let i = 0; i < this.#parts.length; i++) {
              const c = this.#parts[i];
              if (typeof c === "object") {
                c.#flatten();
                if (this.#canAdopt(c)) {
                  done = false;
                  this.#adopt(c, i);
                } else if (this.#canAdoptWithSpace(c)) {
                  done = false;
                  this.#adoptWithSpace(c, i);
                } else if (this.#canUsurp(c)) {
                  done = false;
                  this.#usurp(c);
                }
              }
            }
          } while (!done && ++iterations < 10);
        }
        this.#toString = void 0;
      }
      #partsToRegExp(dot) {
        return this.#parts.map((p) => {
          if (typeof p === "string") {
            throw new Error("string type in extglob ast??");
          }
          const [re, _, _hasMagic, uflag] = p.toRegExpSource(dot);
          this.#uflag = this.#uflag || uflag;
          return re;
        }).filter((p) => !(this.isStart() && this.isEnd()) || !!p).join("|");
      }
      static #parseGlob(glob, hasMagic, noEmpty = false) {
        let escaping = false;
        let re = "";
        let uflag = false;
        let inStar = false;
        for (let i = 0; i < glob.length; i++) {
          const c = glob.charAt(i);
          if (escaping) {
            escaping = false;
            re += (reSpecials.has(c) ? "\\" : "") + c;
            continue;
          }
          if (c === "*") {
            if (inStar)
              continue;
            inStar = true;
            re += noEmpty && /^[*]+$/.test(glob) ? starNoEmpty : star;
            hasMagic = true;
            continue;
          } else {
            inStar = false;
          }
          if (c === "\\") {
            if (i === glob.length - 1) {
              re += "\\\\";
            } else {
              escaping = true;
            }
            continue;
          }
          if (c === "[") {
            const [src, needUflag, consumed, magic] = (0, brace_expressions_js_1.parseClass)(glob, i);
            if (consumed) {
              re += src;
              uflag = uflag || needUflag;
              i += consumed - 1;
              hasMagic = hasMagic || magic;
              continue;
            }
          }
          if (c === "?") {
            re += qmark;
            hasMagic = true;
            continue;
          }
          re += regExpEscape(c);
        }
        return [re, (0, unescape_js_1.unescape)(glob), !!hasMagic, uflag];
      }
    };
    exports2.AST = AST;
    _a = AST;
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/escape.js
var require_escape = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/escape.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.escape = void 0;
    var escape = (s, { windowsPathsNoEscape = false, magicalBraces = false } = {}) => {
      if (magicalBraces) {
        return windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&");
      }
      return windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&");
    };
    exports2.escape = escape;
  }
});

// ../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/index.js
var require_commonjs3 = __commonJS({
  "../node_modules/@oclif/core/node_modules/minimatch/dist/commonjs/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.unescape = exports2.escape = exports2.AST = exports2.Minimatch = exports2.match = exports2.makeRe = exports2.braceExpand = exports2.defaults = exports2.filter = exports2.GLOBSTAR = exports2.sep = exports2.minimatch = void 0;
    var brace_expansion_1 = require_commonjs2();
    var assert_valid_pattern_js_1 = require_assert_valid_pattern();
    var ast_js_1 = require_ast();
    var escape_js_1 = require_escape();
    var unescape_js_1 = require_unescape();
    var minimatch = (p, pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (!options.nocomment && pattern.charAt(0) === "#") {
        return false;
      }
      return new Minimatch(pattern, options).match(p);
    };
    exports2.minimatch = minimatch;
    var starDotExtRE = /^\*+([^+@!?*[(]*)$/;
    var starDotExtTest = (ext2) => (f) => !f.startsWith(".") && f.endsWith(ext2);
    var starDotExtTestDot = (ext2) => (f) => f.endsWith(ext2);
    var starDotExtTestNocase = (ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => !f.startsWith(".") && f.toLowerCase().endsWith(ext2);
    };
    var starDotExtTestNocaseDot = (ext2) => {
      ext2 = ext2.toLowerCase();
      return (f) => f.toLowerCase().endsWith(ext2);
    };
    var starDotStarRE = /^\*+\.\*+$/;
    var starDotStarTest = (f) => !f.startsWith(".") && f.includes(".");
    var starDotStarTestDot = (f) => f !== "." && f !== ".." && f.includes(".");
    var dotStarRE = /^\.\*+$/;
    var dotStarTest = (f) => f !== "." && f !== ".." && f.startsWith(".");
    var starRE = /^\*+$/;
    var starTest = (f) => f.length !== 0 && !f.startsWith(".");
    var starTestDot = (f) => f.length !== 0 && f !== "." && f !== "..";
    var qmarksRE = /^\?+([^+@!?*[(]*)?$/;
    var qmarksTestNocase = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    };
    var qmarksTestNocaseDot = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      if (!ext2)
        return noext;
      ext2 = ext2.toLowerCase();
      return (f) => noext(f) && f.toLowerCase().endsWith(ext2);
    };
    var qmarksTestDot = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExtDot([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    };
    var qmarksTest = ([$0, ext2 = ""]) => {
      const noext = qmarksTestNoExt([$0]);
      return !ext2 ? noext : (f) => noext(f) && f.endsWith(ext2);
    };
    var qmarksTestNoExt = ([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && !f.startsWith(".");
    };
    var qmarksTestNoExtDot = ([$0]) => {
      const len = $0.length;
      return (f) => f.length === len && f !== "." && f !== "..";
    };
    var defaultPlatform = typeof process === "object" && process ? typeof process.env === "object" && process.env && process.env.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix";
    var path = {
      win32: { sep: "\\" },
      posix: { sep: "/" }
    };
    exports2.sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
    exports2.minimatch.sep = exports2.sep;
    exports2.GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
    exports2.minimatch.GLOBSTAR = exports2.GLOBSTAR;
    var qmark = "[^/]";
    var star = qmark + "*?";
    var twoStarDot = "(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?";
    var twoStarNoDot = "(?:(?!(?:\\/|^)\\.).)*?";
    var filter = (pattern, options = {}) => (p) => (0, exports2.minimatch)(p, pattern, options);
    exports2.filter = filter;
    exports2.minimatch.filter = exports2.filter;
    var ext = (a, b = {}) => Object.assign({}, a, b);
    var defaults = (def) => {
      if (!def || typeof def !== "object" || !Object.keys(def).length) {
        return exports2.minimatch;
      }
      const orig = exports2.minimatch;
      const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
      return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
          constructor(pattern, options = {}) {
            super(pattern, ext(def, options));
          }
          static defaults(options) {
            return orig.defaults(ext(def, options)).Minimatch;
          }
        },
        AST: class AST extends orig.AST {
          /* c8 ignore start */
          constructor(type, parent, options = {}) {
            super(type, parent, ext(def, options));
          }
          /* c8 ignore stop */
          static fromGlob(pattern, options = {}) {
            return orig.AST.fromGlob(pattern, ext(def, options));
          }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        makeRe: (pattern, options = {}) => orig.makeRe(pattern, ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: exports2.GLOBSTAR
      });
    };
    exports2.defaults = defaults;
    exports2.minimatch.defaults = exports2.defaults;
    var braceExpand = (pattern, options = {}) => {
      (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
      if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        return [pattern];
      }
      return (0, brace_expansion_1.expand)(pattern, { max: options.braceExpandMax });
    };
    exports2.braceExpand = braceExpand;
    exports2.minimatch.braceExpand = exports2.braceExpand;
    var makeRe = (pattern, options = {}) => new Minimatch(pattern, options).makeRe();
    exports2.makeRe = makeRe;
    exports2.minimatch.makeRe = exports2.makeRe;
    var match = (list, pattern, options = {}) => {
      const mm = new Minimatch(pattern, options);
      list = list.filter((f) => mm.match(f));
      if (mm.options.nonull && !list.length) {
        list.push(pattern);
      }
      return list;
    };
    exports2.match = match;
    exports2.minimatch.match = exports2.match;
    var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
    var regExpEscape = (s) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, "\\$&");
    var Minimatch = class {
      options;
      set;
      pattern;
      windowsPathsNoEscape;
      nonegate;
      negate;
      comment;
      empty;
      preserveMultipleSlashes;
      partial;
      globSet;
      globParts;
      nocase;
      isWindows;
      platform;
      windowsNoMagicRoot;
      maxGlobstarRecursion;
      regexp;
      constructor(pattern, options = {}) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? 200;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === "win32";
        const awe = "allowWindowsEscape";
        this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[awe] === false;
        if (this.windowsPathsNoEscape) {
          this.pattern = this.pattern.replace(/\\/g, "/");
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.regexp = null;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.make();
      }
      hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
          return true;
        }
        for (const pattern of this.set) {
          for (const part of pattern) {
            if (typeof part !== "string")
              return true;
          }
        }
        return false;
      }
      debug(..._) {
      }
      make() {
        const pattern = this.pattern;
        const options = this.options;
        if (!options.nocomment && pattern.charAt(0) === "#") {
          this.comment = true;
          return;
        }
        if (!pattern) {
          this.empty = true;
          return;
        }
        this.parseNegate();
        this.globSet = [...new Set(this.braceExpand())];
        if (options.debug) {
          this.debug = (...args) => console.error(...args);
        }
        this.debug(this.pattern, this.globSet);
        const rawGlobParts = this.globSet.map((s) => this.slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        this.debug(this.pattern, this.globParts);
        let set = this.globParts.map((s, _, __) => {
          if (this.isWindows && this.windowsNoMagicRoot) {
            const isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && !globMagic.test(s[3]);
            const isDrive = /^[a-z]:/i.test(s[0]);
            if (isUNC) {
              return [
                ...s.slice(0, 4),
                ...s.slice(4).map((ss) => this.parse(ss))
              ];
            } else if (isDrive) {
              return [s[0], ...s.slice(1).map((ss) => this.parse(ss))];
            }
          }
          return s.map((ss) => this.parse(ss));
        });
        this.debug(this.pattern, set);
        this.set = set.filter((s) => s.indexOf(false) === -1);
        if (this.isWindows) {
          for (let i = 0; i < this.set.length; i++) {
            const p = this.set[i];
            if (p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && typeof p[3] === "string" && /^[a-z]:$/i.test(p[3])) {
              p[2] = "?";
            }
          }
        }
        this.debug(this.pattern, this.set);
      }
      // various transforms to equivalent pattern sets that are
      // faster to process in a filesystem walk.  The goal is to
      // eliminate what we can, and push all ** patterns as far
      // to the right as possible, even if it increases the number
      // of patterns that we have to process.
      preprocess(globParts) {
        if (this.options.noglobstar) {
          for (const partset of globParts) {
            for (let j = 0; j < partset.length; j++) {
              if (partset[j] === "**") {
                partset[j] = "*";
              }
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          globParts = this.firstPhasePreProcess(globParts);
          globParts = this.secondPhasePreProcess(globParts);
        } else if (optimizationLevel >= 1) {
          globParts = this.levelOneOptimize(globParts);
        } else {
          globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
      }
      // just get rid of adjascent ** portions
      adjascentGlobstarOptimize(globParts) {
        return globParts.map((parts) => {
          let gs = -1;
          while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
            let i = gs;
            while (parts[i + 1] === "**") {
              i++;
            }
            if (i !== gs) {
              parts.splice(gs, i - gs);
            }
          }
          return parts;
        });
      }
      // get rid of adjascent ** and resolve .. portions
      levelOneOptimize(globParts) {
        return globParts.map((parts) => {
          parts = parts.reduce((set, part) => {
            const prev = set[set.length - 1];
            if (part === "**" && prev === "**") {
              return set;
            }
            if (part === "..") {
              if (prev && prev !== ".." && prev !== "." && prev !== "**") {
                set.pop();
                return set;
              }
            }
            set.push(part);
            return set;
          }, []);
          return parts.length === 0 ? [""] : parts;
        });
      }
      levelTwoFileOptimize(parts) {
        if (!Array.isArray(parts)) {
          parts = this.slashSplit(parts);
        }
        let didSomething = false;
        do {
          didSomething = false;
          if (!this.preserveMultipleSlashes) {
            for (let i = 1; i < parts.length - 1; i++) {
              const p = parts[i];
              if (i === 1 && p === "" && parts[0] === "")
                continue;
              if (p === "." || p === "") {
                didSomething = true;
                parts.splice(i, 1);
                i--;
              }
            }
            if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
              didSomething = true;
              parts.pop();
            }
          }
          let dd = 0;
          while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
            const p = parts[dd - 1];
            if (p && p !== "." && p !== ".." && p !== "**" && !(this.isWindows && /^[a-z]:$/i.test(p))) {
              didSomething = true;
              parts.splice(dd - 1, 2);
              dd -= 2;
            }
          }
        } while (didSomething);
        return parts.length === 0 ? [""] : parts;
      }
      // First phase: single-pattern processing
      // <pre> is 1 or more portions
      // <rest> is 1 or more portions
      // <p> is any portion other than ., .., '', or **
      // <e> is . or ''
      //
      // **/.. is *brutal* for filesystem walking performance, because
      // it effectively resets the recursive walk each time it occurs,
      // and ** cannot be reduced out by a .. pattern part like a regexp
      // or most strings (other than .., ., and '') can be.
      //
      // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
      // <pre>/<e>/<rest> -> <pre>/<rest>
      // <pre>/<p>/../<rest> -> <pre>/<rest>
      // **/**/<rest> -> **/<rest>
      //
      // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
      // this WOULD be allowed if ** did follow symlinks, or * didn't
      firstPhasePreProcess(globParts) {
        let didSomething = false;
        do {
          didSomething = false;
          for (let parts of globParts) {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
              let gss = gs;
              while (parts[gss + 1] === "**") {
                gss++;
              }
              if (gss > gs) {
                parts.splice(gs + 1, gss - gs);
              }
              let next = parts[gs + 1];
              const p = parts[gs + 2];
              const p2 = parts[gs + 3];
              if (next !== "..")
                continue;
              if (!p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") {
                continue;
              }
              didSomething = true;
              parts.splice(gs, 1);
              const other = parts.slice(0);
              other[gs] = "**";
              globParts.push(other);
              gs--;
            }
            if (!this.preserveMultipleSlashes) {
              for (let i = 1; i < parts.length - 1; i++) {
                const p = parts[i];
                if (i === 1 && p === "" && parts[0] === "")
                  continue;
                if (p === "." || p === "") {
                  didSomething = true;
                  parts.splice(i, 1);
                  i--;
                }
              }
              if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
                didSomething = true;
                parts.pop();
              }
            }
            let dd = 0;
            while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
              const p = parts[dd - 1];
              if (p && p !== "." && p !== ".." && p !== "**") {
                didSomething = true;
                const needDot = dd === 1 && parts[dd + 1] === "**";
                const splin = needDot ? ["."] : [];
                parts.splice(dd - 1, 2, ...splin);
                if (parts.length === 0)
                  parts.push("");
                dd -= 2;
              }
            }
          }
        } while (didSomething);
        return globParts;
      }
      // second phase: multi-pattern dedupes
      // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
      // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
      // {<pre>/**/<rest>,<pre>/<rest>} -> <pre>/**/<rest>
      //
      // {<pre>/**/<rest>,<pre>/**/<p>/<rest>} -> <pre>/**/<rest>
      // ^-- not valid because ** doens't follow symlinks
      secondPhasePreProcess(globParts) {
        for (let i = 0; i < globParts.length - 1; i++) {
          for (let j = i + 1; j < globParts.length; j++) {
            const matched = this.partsMatch(globParts[i], globParts[j], !this.preserveMultipleSlashes);
            if (matched) {
              globParts[i] = [];
              globParts[j] = matched;
              break;
            }
          }
        }
        return globParts.filter((gs) => gs.length);
      }
      partsMatch(a, b, emptyGSMatch = false) {
        let ai = 0;
        let bi = 0;
        let result = [];
        let which = "";
        while (ai < a.length && bi < b.length) {
          if (a[ai] === b[bi]) {
            result.push(which === "b" ? b[bi] : a[ai]);
            ai++;
            bi++;
          } else if (emptyGSMatch && a[ai] === "**" && b[bi] === a[ai + 1]) {
            result.push(a[ai]);
            ai++;
          } else if (emptyGSMatch && b[bi] === "**" && a[ai] === b[bi + 1]) {
            result.push(b[bi]);
            bi++;
          } else if (a[ai] === "*" && b[bi] && (this.options.dot || !b[bi].startsWith(".")) && b[bi] !== "**") {
            if (which === "b")
              return false;
            which = "a";
            result.push(a[ai]);
            ai++;
            bi++;
          } else if (b[bi] === "*" && a[ai] && (this.options.dot || !a[ai].startsWith(".")) && a[ai] !== "**") {
            if (which === "a")
              return false;
            which = "b";
            result.push(b[bi]);
            ai++;
            bi++;
          } else {
            return false;
          }
        }
        return a.length === b.length && result;
      }
      parseNegate() {
        if (this.nonegate)
          return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) {
          negate = !negate;
          negateOffset++;
        }
        if (negateOffset)
          this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
      }
      // set partial to true to test if, for example,
      // "/a/b" matches the start of "/*/b/*/d"
      // Partial means, if you run out of file before you run
      // out of pattern, then that's fine, as long as all
      // the parts match.
      matchOne(file, pattern, partial = false) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        if (this.isWindows) {
          const fileDrive = typeof file[0] === "string" && /^[a-z]:$/i.test(file[0]);
          const fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]);
          const patternDrive = typeof pattern[0] === "string" && /^[a-z]:$/i.test(pattern[0]);
          const patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] === "string" && /^[a-z]:$/i.test(pattern[3]);
          const fdi = fileUNC ? 3 : fileDrive ? 0 : void 0;
          const pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
          if (typeof fdi === "number" && typeof pdi === "number") {
            const [fd, pd] = [
              file[fdi],
              pattern[pdi]
            ];
            if (fd.toLowerCase() === pd.toLowerCase()) {
              pattern[pdi] = fd;
              patternStartIndex = pdi;
              fileStartIndex = fdi;
            }
          }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
          file = this.levelTwoFileOptimize(file);
        }
        if (pattern.includes(exports2.GLOBSTAR)) {
          return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
      }
      #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const firstgs = pattern.indexOf(exports2.GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(exports2.GLOBSTAR);
        const [head, body, tail] = partial ? [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1),
          []
        ] : [
          pattern.slice(patternIndex, firstgs),
          pattern.slice(firstgs + 1, lastgs),
          pattern.slice(lastgs + 1)
        ];
        if (head.length) {
          const fileHead = file.slice(fileIndex, fileIndex + head.length);
          if (!this.#matchOne(fileHead, head, partial, 0, 0)) {
            return false;
          }
          fileIndex += head.length;
          patternIndex += head.length;
        }
        let fileTailMatch = 0;
        if (tail.length) {
          if (tail.length + fileIndex > file.length)
            return false;
          let tailStart = file.length - tail.length;
          if (this.#matchOne(file, tail, partial, tailStart, 0)) {
            fileTailMatch = tail.length;
          } else {
            if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length) {
              return false;
            }
            tailStart--;
            if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
              return false;
            }
            fileTailMatch = tail.length + 1;
          }
        }
        if (!body.length) {
          let sawSome = !!fileTailMatch;
          for (let i2 = fileIndex; i2 < file.length - fileTailMatch; i2++) {
            const f = String(file[i2]);
            sawSome = true;
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return partial || sawSome;
        }
        const bodySegments = [[[], 0]];
        let currentBody = bodySegments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
          if (b === exports2.GLOBSTAR) {
            nonGsPartsSums.push(nonGsParts);
            currentBody = [[], 0];
            bodySegments.push(currentBody);
          } else {
            currentBody[0].push(b);
            nonGsParts++;
          }
        }
        let i = bodySegments.length - 1;
        const fileLength = file.length - fileTailMatch;
        for (const b of bodySegments) {
          b[1] = fileLength - (nonGsPartsSums[i--] + b[0].length);
        }
        return !!this.#matchGlobStarBodySections(file, bodySegments, fileIndex, 0, partial, 0, !!fileTailMatch);
      }
      // return false for "nope, not matching"
      // return null for "not matching, cannot keep trying"
      #matchGlobStarBodySections(file, bodySegments, fileIndex, bodyIndex, partial, globStarDepth, sawTail) {
        const bs = bodySegments[bodyIndex];
        if (!bs) {
          for (let i = fileIndex; i < file.length; i++) {
            sawTail = true;
            const f = file[i];
            if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
              return false;
            }
          }
          return sawTail;
        }
        const [body, after] = bs;
        while (fileIndex <= after) {
          const m = this.#matchOne(file.slice(0, fileIndex + body.length), body, partial, fileIndex, 0);
          if (m && globStarDepth < this.maxGlobstarRecursion) {
            const sub = this.#matchGlobStarBodySections(file, bodySegments, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail);
            if (sub !== false) {
              return sub;
            }
          }
          const f = file[fileIndex];
          if (f === "." || f === ".." || !this.options.dot && f.startsWith(".")) {
            return false;
          }
          fileIndex++;
        }
        return partial || null;
      }
      #matchOne(file, pattern, partial, fileIndex, patternIndex) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex, pi = patternIndex, fl = file.length, pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
          this.debug("matchOne loop");
          let p = pattern[pi];
          let f = file[fi];
          this.debug(pattern, p, f);
          if (p === false || p === exports2.GLOBSTAR) {
            return false;
          }
          let hit;
          if (typeof p === "string") {
            hit = f === p;
            this.debug("string match", p, f, hit);
          } else {
            hit = p.test(f);
            this.debug("pattern match", p, f, hit);
          }
          if (!hit)
            return false;
        }
        if (fi === fl && pi === pl) {
          return true;
        } else if (fi === fl) {
          return partial;
        } else if (pi === pl) {
          return fi === fl - 1 && file[fi] === "";
        } else {
          throw new Error("wtf?");
        }
      }
      braceExpand() {
        return (0, exports2.braceExpand)(this.pattern, this.options);
      }
      parse(pattern) {
        (0, assert_valid_pattern_js_1.assertValidPattern)(pattern);
        const options = this.options;
        if (pattern === "**")
          return exports2.GLOBSTAR;
        if (pattern === "")
          return "";
        let m;
        let fastTest = null;
        if (m = pattern.match(starRE)) {
          fastTest = options.dot ? starTestDot : starTest;
        } else if (m = pattern.match(starDotExtRE)) {
          fastTest = (options.nocase ? options.dot ? starDotExtTestNocaseDot : starDotExtTestNocase : options.dot ? starDotExtTestDot : starDotExtTest)(m[1]);
        } else if (m = pattern.match(qmarksRE)) {
          fastTest = (options.nocase ? options.dot ? qmarksTestNocaseDot : qmarksTestNocase : options.dot ? qmarksTestDot : qmarksTest)(m);
        } else if (m = pattern.match(starDotStarRE)) {
          fastTest = options.dot ? starDotStarTestDot : starDotStarTest;
        } else if (m = pattern.match(dotStarRE)) {
          fastTest = dotStarTest;
        }
        const re = ast_js_1.AST.fromGlob(pattern, this.options).toMMPattern();
        if (fastTest && typeof re === "object") {
          Reflect.defineProperty(re, "test", { value: fastTest });
        }
        return re;
      }
      makeRe() {
        if (this.regexp || this.regexp === false)
          return this.regexp;
        const set = this.set;
        if (!set.length) {
          this.regexp = false;
          return this.regexp;
        }
        const options = this.options;
        const twoStar = options.noglobstar ? star : options.dot ? twoStarDot : twoStarNoDot;
        const flags = new Set(options.nocase ? ["i"] : []);
        let re = set.map((pattern) => {
          const pp = pattern.map((p) => {
            if (p instanceof RegExp) {
              for (const f of p.flags.split(""))
                flags.add(f);
            }
            return typeof p === "string" ? regExpEscape(p) : p === exports2.GLOBSTAR ? exports2.GLOBSTAR : p._src;
          });
          pp.forEach((p, i) => {
            const next = pp[i + 1];
            const prev = pp[i - 1];
            if (p !== exports2.GLOBSTAR || prev === exports2.GLOBSTAR) {
              return;
            }
            if (prev === void 0) {
              if (next !== void 0 && next !== exports2.GLOBSTAR) {
                pp[i + 1] = "(?:\\/|" + twoStar + "\\/)?" + next;
              } else {
                pp[i] = twoStar;
              }
            } else if (next === void 0) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + ")?";
            } else if (next !== exports2.GLOBSTAR) {
              pp[i - 1] = prev + "(?:\\/|\\/" + twoStar + "\\/)" + next;
              pp[i + 1] = exports2.GLOBSTAR;
            }
          });
          const filtered = pp.filter((p) => p !== exports2.GLOBSTAR);
          if (this.partial && filtered.length >= 1) {
            const prefixes = [];
            for (let i = 1; i <= filtered.length; i++) {
              prefixes.push(filtered.slice(0, i).join("/"));
            }
            return "(?:" + prefixes.join("|") + ")";
          }
          return filtered.join("/");
        }).join("|");
        const [open, close] = set.length > 1 ? ["(?:", ")"] : ["", ""];
        re = "^" + open + re + close + "$";
        if (this.partial) {
          re = "^(?:\\/|" + open + re.slice(1, -1) + close + ")$";
        }
        if (this.negate)
          re = "^(?!" + re + ").+$";
        try {
          this.regexp = new RegExp(re, [...flags].join(""));
        } catch {
          this.regexp = false;
        }
        return this.regexp;
      }
      slashSplit(p) {
        if (this.preserveMultipleSlashes) {
          return p.split("/");
        } else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
          return ["", ...p.split(/\/+/)];
        } else {
          return p.split(/\/+/);
        }
      }
      match(f, partial = this.partial) {
        this.debug("match", f, this.pattern);
        if (this.comment) {
          return false;
        }
        if (this.empty) {
          return f === "";
        }
        if (f === "/" && partial) {
          return true;
        }
        const options = this.options;
        if (this.isWindows) {
          f = f.split("\\").join("/");
        }
        const ff = this.slashSplit(f);
        this.debug(this.pattern, "split", ff);
        const set = this.set;
        this.debug(this.pattern, "set", set);
        let filename = ff[ff.length - 1];
        if (!filename) {
          for (let i = ff.length - 2; !filename && i >= 0; i--) {
            filename = ff[i];
          }
        }
        for (const pattern of set) {
          let file = ff;
          if (options.matchBase && pattern.length === 1) {
            file = [filename];
          }
          const hit = this.matchOne(file, pattern, partial);
          if (hit) {
            if (options.flipNegate) {
              return true;
            }
            return !this.negate;
          }
        }
        if (options.flipNegate) {
          return false;
        }
        return this.negate;
      }
      static defaults(def) {
        return exports2.minimatch.defaults(def).Minimatch;
      }
    };
    exports2.Minimatch = Minimatch;
    var ast_js_2 = require_ast();
    Object.defineProperty(exports2, "AST", { enumerable: true, get: function() {
      return ast_js_2.AST;
    } });
    var escape_js_2 = require_escape();
    Object.defineProperty(exports2, "escape", { enumerable: true, get: function() {
      return escape_js_2.escape;
    } });
    var unescape_js_2 = require_unescape();
    Object.defineProperty(exports2, "unescape", { enumerable: true, get: function() {
      return unescape_js_2.unescape;
    } });
    exports2.minimatch.AST = ast_js_1.AST;
    exports2.minimatch.Minimatch = Minimatch;
    exports2.minimatch.escape = escape_js_1.escape;
    exports2.minimatch.unescape = unescape_js_1.unescape;
  }
});

// ../node_modules/picomatch/lib/constants.js
var require_constants2 = __commonJS({
  "../node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// ../node_modules/picomatch/lib/utils.js
var require_utils2 = __commonJS({
  "../node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants2();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports2.isRegexChar = (str) => str.length === 1 && exports2.hasRegexChars(str);
    exports2.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// ../node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "../node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils2();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants2();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// ../node_modules/picomatch/lib/parse.js
var require_parse2 = __commonJS({
  "../node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants = require_constants2();
    var utils = require_utils2();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// ../node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "../node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse2();
    var utils = require_utils2();
    var constants = require_constants2();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
    picomatch.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch.scan = (input, options) => scan(input, options);
    picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch.constants = constants;
    module2.exports = picomatch;
  }
});

// ../node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "../node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils2();
    function picomatch(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch, pico);
    module2.exports = picomatch;
  }
});

// ../node_modules/fdir/dist/index.cjs
var require_dist = __commonJS({
  "../node_modules/fdir/dist/index.cjs"(exports2) {
    var __create2 = Object.create;
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames2 = Object.getOwnPropertyNames;
    var __getProtoOf2 = Object.getPrototypeOf;
    var __hasOwnProp2 = Object.prototype.hasOwnProperty;
    var __copyProps2 = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames2(from), i = 0, n = keys.length, key; i < n; i++) {
        key = keys[i];
        if (!__hasOwnProp2.call(to, key) && key !== except) __defProp2(to, key, {
          get: ((k) => from[k]).bind(null, key),
          enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable
        });
      }
      return to;
    };
    var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", {
      value: mod,
      enumerable: true
    }) : target, mod));
    var path = __toESM2(require("path"));
    var fs5 = __toESM2(require("fs"));
    function cleanPath(path$1) {
      let normalized = (0, path.normalize)(path$1);
      if (normalized.length > 1 && normalized[normalized.length - 1] === path.sep) normalized = normalized.substring(0, normalized.length - 1);
      return normalized;
    }
    var SLASHES_REGEX = /[\\/]/g;
    function convertSlashes(path$1, separator) {
      return path$1.replace(SLASHES_REGEX, separator);
    }
    var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
    function isRootDirectory(path$1) {
      return path$1 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path$1);
    }
    function normalizePath(path$1, options) {
      const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
      const pathNeedsCleaning = process.platform === "win32" && path$1.includes("/") || path$1.startsWith(".");
      if (resolvePaths) path$1 = (0, path.resolve)(path$1);
      if (normalizePath$1 || pathNeedsCleaning) path$1 = cleanPath(path$1);
      if (path$1 === ".") return "";
      const needsSeperator = path$1[path$1.length - 1] !== pathSeparator;
      return convertSlashes(needsSeperator ? path$1 + pathSeparator : path$1, pathSeparator);
    }
    function joinPathWithBasePath(filename, directoryPath) {
      return directoryPath + filename;
    }
    function joinPathWithRelativePath(root, options) {
      return function(filename, directoryPath) {
        const sameRoot = directoryPath.startsWith(root);
        if (sameRoot) return directoryPath.slice(root.length) + filename;
        else return convertSlashes((0, path.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
      };
    }
    function joinPath(filename) {
      return filename;
    }
    function joinDirectoryPath(filename, directoryPath, separator) {
      return directoryPath + filename + separator;
    }
    function build$7(root, options) {
      const { relativePaths, includeBasePath } = options;
      return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
    }
    function pushDirectoryWithRelativePath(root) {
      return function(directoryPath, paths) {
        paths.push(directoryPath.substring(root.length) || ".");
      };
    }
    function pushDirectoryFilterWithRelativePath(root) {
      return function(directoryPath, paths, filters) {
        const relativePath = directoryPath.substring(root.length) || ".";
        if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
      };
    }
    var pushDirectory = (directoryPath, paths) => {
      paths.push(directoryPath || ".");
    };
    var pushDirectoryFilter = (directoryPath, paths, filters) => {
      const path$1 = directoryPath || ".";
      if (filters.every((filter) => filter(path$1, true))) paths.push(path$1);
    };
    var empty$2 = () => {
    };
    function build$6(root, options) {
      const { includeDirs, filters, relativePaths } = options;
      if (!includeDirs) return empty$2;
      if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
      return filters && filters.length ? pushDirectoryFilter : pushDirectory;
    }
    var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
      if (filters.every((filter) => filter(filename, false))) counts.files++;
    };
    var pushFileFilter = (filename, paths, _counts, filters) => {
      if (filters.every((filter) => filter(filename, false))) paths.push(filename);
    };
    var pushFileCount = (_filename, _paths, counts, _filters) => {
      counts.files++;
    };
    var pushFile = (filename, paths) => {
      paths.push(filename);
    };
    var empty$1 = () => {
    };
    function build$5(options) {
      const { excludeFiles, filters, onlyCounts } = options;
      if (excludeFiles) return empty$1;
      if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
      else if (onlyCounts) return pushFileCount;
      else return pushFile;
    }
    var getArray = (paths) => {
      return paths;
    };
    var getArrayGroup = () => {
      return [""].slice(0, 0);
    };
    function build$4(options) {
      return options.group ? getArrayGroup : getArray;
    }
    var groupFiles = (groups, directory, files) => {
      groups.push({
        directory,
        files,
        dir: directory
      });
    };
    var empty = () => {
    };
    function build$3(options) {
      return options.group ? groupFiles : empty;
    }
    var resolveSymlinksAsync = function(path$1, state, callback$1) {
      const { queue, fs: fs$1, options: { suppressErrors } } = state;
      queue.enqueue();
      fs$1.realpath(path$1, (error, resolvedPath) => {
        if (error) return queue.dequeue(suppressErrors ? null : error, state);
        fs$1.stat(resolvedPath, (error$1, stat) => {
          if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
          if (stat.isDirectory() && isRecursive(path$1, resolvedPath, state)) return queue.dequeue(null, state);
          callback$1(stat, resolvedPath);
          queue.dequeue(null, state);
        });
      });
    };
    var resolveSymlinks = function(path$1, state, callback$1) {
      const { queue, fs: fs$1, options: { suppressErrors } } = state;
      queue.enqueue();
      try {
        const resolvedPath = fs$1.realpathSync(path$1);
        const stat = fs$1.statSync(resolvedPath);
        if (stat.isDirectory() && isRecursive(path$1, resolvedPath, state)) return;
        callback$1(stat, resolvedPath);
      } catch (e) {
        if (!suppressErrors) throw e;
      }
    };
    function build$2(options, isSynchronous) {
      if (!options.resolveSymlinks || options.excludeSymlinks) return null;
      return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
    }
    function isRecursive(path$1, resolved, state) {
      if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
      let parent = (0, path.dirname)(path$1);
      let depth = 1;
      while (parent !== state.root && depth < 2) {
        const resolvedPath = state.symlinks.get(parent);
        const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
        if (isSameRoot) depth++;
        else parent = (0, path.dirname)(parent);
      }
      state.symlinks.set(path$1, resolved);
      return depth > 1;
    }
    function isRecursiveUsingRealPaths(resolved, state) {
      return state.visited.includes(resolved + state.options.pathSeparator);
    }
    var onlyCountsSync = (state) => {
      return state.counts;
    };
    var groupsSync = (state) => {
      return state.groups;
    };
    var defaultSync = (state) => {
      return state.paths;
    };
    var limitFilesSync = (state) => {
      return state.paths.slice(0, state.options.maxFiles);
    };
    var onlyCountsAsync = (state, error, callback$1) => {
      report(error, callback$1, state.counts, state.options.suppressErrors);
      return null;
    };
    var defaultAsync = (state, error, callback$1) => {
      report(error, callback$1, state.paths, state.options.suppressErrors);
      return null;
    };
    var limitFilesAsync = (state, error, callback$1) => {
      report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
      return null;
    };
    var groupsAsync = (state, error, callback$1) => {
      report(error, callback$1, state.groups, state.options.suppressErrors);
      return null;
    };
    function report(error, callback$1, output, suppressErrors) {
      if (error && !suppressErrors) callback$1(error, output);
      else callback$1(null, output);
    }
    function build$1(options, isSynchronous) {
      const { onlyCounts, group, maxFiles } = options;
      if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
      else if (group) return isSynchronous ? groupsSync : groupsAsync;
      else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
      else return isSynchronous ? defaultSync : defaultAsync;
    }
    var readdirOpts = { withFileTypes: true };
    var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
      state.queue.enqueue();
      if (currentDepth < 0) return state.queue.dequeue(null, state);
      const { fs: fs$1 } = state;
      state.visited.push(crawlPath);
      state.counts.directories++;
      fs$1.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
        callback$1(entries, directoryPath, currentDepth);
        state.queue.dequeue(state.options.suppressErrors ? null : error, state);
      });
    };
    var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
      const { fs: fs$1 } = state;
      if (currentDepth < 0) return;
      state.visited.push(crawlPath);
      state.counts.directories++;
      let entries = [];
      try {
        entries = fs$1.readdirSync(crawlPath || ".", readdirOpts);
      } catch (e) {
        if (!state.options.suppressErrors) throw e;
      }
      callback$1(entries, directoryPath, currentDepth);
    };
    function build(isSynchronous) {
      return isSynchronous ? walkSync : walkAsync;
    }
    var Queue = class {
      count = 0;
      constructor(onQueueEmpty) {
        this.onQueueEmpty = onQueueEmpty;
      }
      enqueue() {
        this.count++;
        return this.count;
      }
      dequeue(error, output) {
        if (this.onQueueEmpty && (--this.count <= 0 || error)) {
          this.onQueueEmpty(error, output);
          if (error) {
            output.controller.abort();
            this.onQueueEmpty = void 0;
          }
        }
      }
    };
    var Counter = class {
      _files = 0;
      _directories = 0;
      set files(num) {
        this._files = num;
      }
      get files() {
        return this._files;
      }
      set directories(num) {
        this._directories = num;
      }
      get directories() {
        return this._directories;
      }
      /**
      * @deprecated use `directories` instead
      */
      /* c8 ignore next 3 */
      get dirs() {
        return this._directories;
      }
    };
    var Aborter = class {
      aborted = false;
      abort() {
        this.aborted = true;
      }
    };
    var Walker = class {
      root;
      isSynchronous;
      state;
      joinPath;
      pushDirectory;
      pushFile;
      getArray;
      groupFiles;
      resolveSymlink;
      walkDirectory;
      callbackInvoker;
      constructor(root, options, callback$1) {
        this.isSynchronous = !callback$1;
        this.callbackInvoker = build$1(options, this.isSynchronous);
        this.root = normalizePath(root, options);
        this.state = {
          root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
          paths: [""].slice(0, 0),
          groups: [],
          counts: new Counter(),
          options,
          queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
          symlinks: /* @__PURE__ */ new Map(),
          visited: [""].slice(0, 0),
          controller: new Aborter(),
          fs: options.fs || fs5
        };
        this.joinPath = build$7(this.root, options);
        this.pushDirectory = build$6(this.root, options);
        this.pushFile = build$5(options);
        this.getArray = build$4(options);
        this.groupFiles = build$3(options);
        this.resolveSymlink = build$2(options, this.isSynchronous);
        this.walkDirectory = build(this.isSynchronous);
      }
      start() {
        this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
        this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
        return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
      }
      walk = (entries, directoryPath, depth) => {
        const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
        if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
        const files = this.getArray(this.state.paths);
        for (let i = 0; i < entries.length; ++i) {
          const entry = entries[i];
          if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
            const filename = this.joinPath(entry.name, directoryPath);
            this.pushFile(filename, files, this.state.counts, filters);
          } else if (entry.isDirectory()) {
            let path$1 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
            if (exclude && exclude(entry.name, path$1)) continue;
            this.pushDirectory(path$1, paths, filters);
            this.walkDirectory(this.state, path$1, path$1, depth - 1, this.walk);
          } else if (this.resolveSymlink && entry.isSymbolicLink()) {
            let path$1 = joinPathWithBasePath(entry.name, directoryPath);
            this.resolveSymlink(path$1, this.state, (stat, resolvedPath) => {
              if (stat.isDirectory()) {
                resolvedPath = normalizePath(resolvedPath, this.state.options);
                if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path$1 + pathSeparator)) return;
                this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path$1 + pathSeparator, depth - 1, this.walk);
              } else {
                resolvedPath = useRealPaths ? resolvedPath : path$1;
                const filename = (0, path.basename)(resolvedPath);
                const directoryPath$1 = normalizePath((0, path.dirname)(resolvedPath), this.state.options);
                resolvedPath = this.joinPath(filename, directoryPath$1);
                this.pushFile(resolvedPath, files, this.state.counts, filters);
              }
            });
          }
        }
        this.groupFiles(this.state.groups, directoryPath, files);
      };
    };
    function promise(root, options) {
      return new Promise((resolve$1, reject) => {
        callback(root, options, (err, output) => {
          if (err) return reject(err);
          resolve$1(output);
        });
      });
    }
    function callback(root, options, callback$1) {
      let walker = new Walker(root, options, callback$1);
      walker.start();
    }
    function sync(root, options) {
      const walker = new Walker(root, options);
      return walker.start();
    }
    var APIBuilder = class {
      constructor(root, options) {
        this.root = root;
        this.options = options;
      }
      withPromise() {
        return promise(this.root, this.options);
      }
      withCallback(cb) {
        callback(this.root, this.options, cb);
      }
      sync() {
        return sync(this.root, this.options);
      }
    };
    var pm = null;
    try {
      require.resolve("picomatch");
      pm = require_picomatch2();
    } catch {
    }
    var Builder = class {
      globCache = {};
      options = {
        maxDepth: Infinity,
        suppressErrors: true,
        pathSeparator: path.sep,
        filters: []
      };
      globFunction;
      constructor(options) {
        this.options = {
          ...this.options,
          ...options
        };
        this.globFunction = this.options.globFunction;
      }
      group() {
        this.options.group = true;
        return this;
      }
      withPathSeparator(separator) {
        this.options.pathSeparator = separator;
        return this;
      }
      withBasePath() {
        this.options.includeBasePath = true;
        return this;
      }
      withRelativePaths() {
        this.options.relativePaths = true;
        return this;
      }
      withDirs() {
        this.options.includeDirs = true;
        return this;
      }
      withMaxDepth(depth) {
        this.options.maxDepth = depth;
        return this;
      }
      withMaxFiles(limit) {
        this.options.maxFiles = limit;
        return this;
      }
      withFullPaths() {
        this.options.resolvePaths = true;
        this.options.includeBasePath = true;
        return this;
      }
      withErrors() {
        this.options.suppressErrors = false;
        return this;
      }
      withSymlinks({ resolvePaths = true } = {}) {
        this.options.resolveSymlinks = true;
        this.options.useRealPaths = resolvePaths;
        return this.withFullPaths();
      }
      withAbortSignal(signal) {
        this.options.signal = signal;
        return this;
      }
      normalize() {
        this.options.normalizePath = true;
        return this;
      }
      filter(predicate) {
        this.options.filters.push(predicate);
        return this;
      }
      onlyDirs() {
        this.options.excludeFiles = true;
        this.options.includeDirs = true;
        return this;
      }
      exclude(predicate) {
        this.options.exclude = predicate;
        return this;
      }
      onlyCounts() {
        this.options.onlyCounts = true;
        return this;
      }
      crawl(root) {
        return new APIBuilder(root || ".", this.options);
      }
      withGlobFunction(fn) {
        this.globFunction = fn;
        return this;
      }
      /**
      * @deprecated Pass options using the constructor instead:
      * ```ts
      * new fdir(options).crawl("/path/to/root");
      * ```
      * This method will be removed in v7.0
      */
      /* c8 ignore next 4 */
      crawlWithOptions(root, options) {
        this.options = {
          ...this.options,
          ...options
        };
        return new APIBuilder(root || ".", this.options);
      }
      glob(...patterns) {
        if (this.globFunction) return this.globWithOptions(patterns);
        return this.globWithOptions(patterns, ...[{ dot: true }]);
      }
      globWithOptions(patterns, ...options) {
        const globFn = this.globFunction || pm;
        if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
        var isMatch = this.globCache[patterns.join("\0")];
        if (!isMatch) {
          isMatch = globFn(patterns, ...options);
          this.globCache[patterns.join("\0")] = isMatch;
        }
        this.options.filters.push((path$1) => isMatch(path$1));
        return this;
      }
    };
    exports2.fdir = Builder;
  }
});

// ../node_modules/@oclif/core/node_modules/tinyglobby/dist/index.cjs
var require_dist2 = __commonJS({
  "../node_modules/@oclif/core/node_modules/tinyglobby/dist/index.cjs"(exports2) {
    Object.defineProperty(exports2, Symbol.toStringTag, { value: "Module" });
    var __create2 = Object.create;
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames2 = Object.getOwnPropertyNames;
    var __getProtoOf2 = Object.getPrototypeOf;
    var __hasOwnProp2 = Object.prototype.hasOwnProperty;
    var __copyProps2 = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames2(from), i = 0, n = keys.length, key; i < n; i++) {
        key = keys[i];
        if (!__hasOwnProp2.call(to, key) && key !== except) __defProp2(to, key, {
          get: ((k) => from[k]).bind(null, key),
          enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable
        });
      }
      return to;
    };
    var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", {
      value: mod,
      enumerable: true
    }) : target, mod));
    var fs5 = require("fs");
    var path = require("path");
    var url = require("url");
    var fdir = require_dist();
    var picomatch = require_picomatch2();
    picomatch = __toESM2(picomatch, 1);
    var isReadonlyArray = Array.isArray;
    var BACKSLASHES = /\\/g;
    var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
    var isWin = process.platform === "win32";
    var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
    function getPartialMatcher(patterns, options = {}) {
      const patternsCount = patterns.length;
      const patternsParts = Array(patternsCount);
      const matchers = Array(patternsCount);
      let i, j;
      for (i = 0; i < patternsCount; i++) {
        const parts = splitPattern(patterns[i]);
        patternsParts[i] = parts;
        const partsCount = parts.length;
        const partMatchers = Array(partsCount);
        for (j = 0; j < partsCount; j++) partMatchers[j] = (0, picomatch.default)(parts[j], options);
        matchers[i] = partMatchers;
      }
      return (input) => {
        const inputParts = input.split("/");
        if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
        for (i = 0; i < patternsCount; i++) {
          const patternParts = patternsParts[i];
          const matcher = matchers[i];
          const inputPatternCount = inputParts.length;
          const minParts = Math.min(inputPatternCount, patternParts.length);
          j = 0;
          while (j < minParts) {
            const part = patternParts[j];
            if (part.includes("/")) return true;
            if (!matcher[j](inputParts[j])) break;
            if (!options.noglobstar && part === "**") return true;
            j++;
          }
          if (j === inputPatternCount) return true;
        }
        return false;
      };
    }
    var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
    var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
    function buildFormat(cwd, root, absolute) {
      if (cwd === root || root.startsWith(`${cwd}/`)) {
        if (absolute) {
          const start = cwd.length + +!isRoot(cwd);
          return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
        }
        const prefix = root.slice(cwd.length + 1);
        if (prefix) return (p, isDir) => {
          if (p === ".") return prefix;
          const result = `${prefix}/${p}`;
          return isDir ? result.slice(0, -1) : result;
        };
        return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
      }
      if (absolute) return (p) => path.posix.relative(cwd, p) || ".";
      return (p) => path.posix.relative(cwd, `${root}/${p}`) || ".";
    }
    function buildRelative(cwd, root) {
      if (root.startsWith(`${cwd}/`)) {
        const prefix = root.slice(cwd.length + 1);
        return (p) => `${prefix}/${p}`;
      }
      return (p) => {
        const result = path.posix.relative(cwd, `${root}/${p}`);
        return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
      };
    }
    function ensureNonDriveRelativePath(path$1) {
      return path$1.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
    }
    var splitPatternOptions = { parts: true };
    function splitPattern(path$2) {
      var _result$parts;
      const result = picomatch.default.scan(path$2, splitPatternOptions);
      return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path$2];
    }
    var ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
    function convertPosixPathToPattern(path$3) {
      return escapePosixPath(path$3);
    }
    function convertWin32PathToPattern(path$4) {
      return escapeWin32Path(path$4).replace(ESCAPED_WIN32_BACKSLASHES, "/");
    }
    var convertPathToPattern = isWin ? convertWin32PathToPattern : convertPosixPathToPattern;
    var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
    var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
    var escapePosixPath = (path$5) => path$5.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
    var escapeWin32Path = (path$6) => path$6.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
    var escapePath = isWin ? escapeWin32Path : escapePosixPath;
    function isDynamicPattern(pattern, options) {
      if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
      const scan = picomatch.default.scan(pattern);
      return scan.isGlob || scan.negated;
    }
    function log(...tasks) {
      console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
    }
    function ensureStringArray(value) {
      return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
    }
    var PARENT_DIRECTORY = /^(\/?\.\.)+/;
    var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
    function normalizePattern(pattern, opts, props, isIgnore) {
      var _PARENT_DIRECTORY$exe;
      const cwd = opts.cwd;
      let result = pattern;
      if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
      if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
      const escapedCwd = escapePath(cwd);
      result = (0, path.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? path.posix.relative(escapedCwd, result) : path.posix.normalize(result);
      const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
      const parts = splitPattern(result);
      if (parentDir) {
        const n = (parentDir.length + 1) / 3;
        let i = 0;
        const cwdParts = escapedCwd.split("/");
        while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
          result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
          i++;
        }
        const potentialRoot = path.posix.join(cwd, parentDir.slice(i * 3));
        if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
          props.root = ensureNonDriveRelativePath(potentialRoot);
          props.depthOffset = -n + i;
        }
      }
      if (!isIgnore && props.depthOffset >= 0) {
        var _props$commonPath;
        (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
        const newCommonPath = [];
        const length = Math.min(props.commonPath.length, parts.length);
        for (let i = 0; i < length; i++) {
          const part = parts[i];
          if (part === "**" && !parts[i + 1]) {
            newCommonPath.pop();
            break;
          }
          if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
          newCommonPath.push(part);
        }
        props.depthOffset = newCommonPath.length;
        props.commonPath = newCommonPath;
        props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? path.posix.join(cwd, ...newCommonPath) : cwd);
      }
      return result;
    }
    function processPatterns(options, patterns, props) {
      const matchPatterns = [];
      const ignorePatterns = [];
      for (const pattern of options.ignore) {
        if (!pattern) continue;
        if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
      }
      for (const pattern of patterns) {
        if (!pattern) continue;
        if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
        else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
      }
      return {
        match: matchPatterns,
        ignore: ignorePatterns
      };
    }
    function buildCrawler(options, patterns) {
      const cwd = options.cwd;
      const props = {
        root: cwd,
        depthOffset: 0
      };
      const processed = processPatterns(options, patterns, props);
      if (options.debug) log("internal processing patterns:", processed);
      const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
      const root = props.root.replace(BACKSLASHES, "");
      const matchOptions = {
        dot,
        nobrace: options.braceExpansion === false,
        nocase: !caseSensitiveMatch,
        noextglob: options.extglob === false,
        noglobstar: options.globstar === false,
        posix: true
      };
      const matcher = (0, picomatch.default)(processed.match, matchOptions);
      const ignore = (0, picomatch.default)(processed.ignore, matchOptions);
      const partialMatcher = getPartialMatcher(processed.match, matchOptions);
      const format = buildFormat(cwd, root, absolute);
      const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
      const excludePredicate = (_, p) => {
        const relativePath = excludeFormatter(p, true);
        return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
      };
      let maxDepth;
      if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
      const crawler = new fdir.fdir({
        filters: [debug ? (p, isDirectory) => {
          const path2 = format(p, isDirectory);
          const matches = matcher(path2) && !ignore(path2);
          if (matches) log(`matched ${path2}`);
          return matches;
        } : (p, isDirectory) => {
          const path2 = format(p, isDirectory);
          return matcher(path2) && !ignore(path2);
        }],
        exclude: debug ? (_, p) => {
          const skipped = excludePredicate(_, p);
          log(`${skipped ? "skipped" : "crawling"} ${p}`);
          return skipped;
        } : excludePredicate,
        fs: options.fs,
        pathSeparator: "/",
        relativePaths: !absolute,
        resolvePaths: absolute,
        includeBasePath: absolute,
        resolveSymlinks: followSymbolicLinks,
        excludeSymlinks: !followSymbolicLinks,
        excludeFiles: onlyDirectories,
        includeDirs: onlyDirectories || !options.onlyFiles,
        maxDepth,
        signal: options.signal
      }).crawl(root);
      if (options.debug) log("internal properties:", {
        ...props,
        root
      });
      return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
    }
    function formatPaths(paths, mapper) {
      if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
      return paths;
    }
    var defaultOptions = {
      caseSensitiveMatch: true,
      debug: !!process.env.TINYGLOBBY_DEBUG,
      expandDirectories: true,
      followSymbolicLinks: true,
      onlyFiles: true
    };
    function getOptions(options) {
      const opts = Object.assign({}, options);
      for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
      opts.cwd = (opts.cwd instanceof URL ? (0, url.fileURLToPath)(opts.cwd) : (0, path.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
      opts.ignore = ensureStringArray(opts.ignore);
      opts.fs && (opts.fs = {
        readdir: opts.fs.readdir || fs5.readdir,
        readdirSync: opts.fs.readdirSync || fs5.readdirSync,
        realpath: opts.fs.realpath || fs5.realpath,
        realpathSync: opts.fs.realpathSync || fs5.realpathSync,
        stat: opts.fs.stat || fs5.stat,
        statSync: opts.fs.statSync || fs5.statSync
      });
      if (opts.debug) log("globbing with options:", opts);
      return opts;
    }
    function getCrawler(globInput, inputOptions = {}) {
      var _ref;
      if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
      const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
      const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
      const options = getOptions(isModern ? inputOptions : globInput);
      return patterns.length > 0 ? buildCrawler(options, patterns) : [];
    }
    async function glob(globInput, options) {
      const [crawler, relative] = getCrawler(globInput, options);
      return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
    }
    function globSync(globInput, options) {
      const [crawler, relative] = getCrawler(globInput, options);
      return crawler ? formatPaths(crawler.sync(), relative) : [];
    }
    exports2.convertPathToPattern = convertPathToPattern;
    exports2.escapePath = escapePath;
    exports2.glob = glob;
    exports2.globSync = globSync;
    exports2.isDynamicPattern = isDynamicPattern;
  }
});

// ../node_modules/@oclif/core/lib/flags.js
var require_flags = __commonJS({
  "../node_modules/@oclif/core/lib/flags.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.help = exports2.version = exports2.string = exports2.url = exports2.file = exports2.directory = exports2.integer = void 0;
    exports2.custom = custom;
    exports2.boolean = boolean;
    exports2.option = option;
    var node_url_1 = require("node:url");
    var errors_1 = require_errors();
    var help_1 = require_help();
    var fs_1 = require_fs();
    function custom(defaults) {
      return (options = {}) => ({
        parse: async (input, _ctx, _opts) => input,
        ...defaults,
        ...options,
        input: [],
        multiple: Boolean(options.multiple === void 0 ? defaults?.multiple ?? false : options.multiple),
        type: "option"
      });
    }
    function boolean(options = {}) {
      return {
        parse: async (b, _) => b,
        ...options,
        allowNo: Boolean(options.allowNo),
        type: "boolean"
      };
    }
    exports2.integer = custom({
      async parse(input, _, opts) {
        if (!/^-?\d+$/.test(input))
          throw new errors_1.CLIError(`Expected an integer but received: ${input}`);
        const num = Number.parseInt(input, 10);
        if (opts.min !== void 0 && num < opts.min)
          throw new errors_1.CLIError(`Expected an integer greater than or equal to ${opts.min} but received: ${input}`);
        if (opts.max !== void 0 && num > opts.max)
          throw new errors_1.CLIError(`Expected an integer less than or equal to ${opts.max} but received: ${input}`);
        return num;
      }
    });
    exports2.directory = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.dirExists)(input);
        return input;
      }
    });
    exports2.file = custom({
      async parse(input, _, opts) {
        if (opts.exists)
          return (0, fs_1.fileExists)(input);
        return input;
      }
    });
    exports2.url = custom({
      async parse(input) {
        try {
          return new node_url_1.URL(input);
        } catch {
          throw new errors_1.CLIError(`Expected a valid url but received: ${input}`);
        }
      }
    });
    exports2.string = custom();
    var version = (opts = {}) => boolean({
      description: "Show CLI version.",
      ...opts,
      async parse(_, ctx) {
        ctx.log(ctx.config.userAgent);
        ctx.exit(0);
      }
    });
    exports2.version = version;
    var help = (opts = {}) => boolean({
      description: "Show CLI help.",
      ...opts,
      async parse(_, cmd) {
        const Help = await (0, help_1.loadHelpClass)(cmd.config);
        await new Help(cmd.config, cmd.config.pjson.oclif.helpOptions ?? cmd.config.pjson.helpOptions).showHelp(cmd.id ? [cmd.id, ...cmd.argv] : cmd.argv);
        cmd.exit(0);
      }
    });
    exports2.help = help;
    function option(defaults) {
      return (options = {}) => ({
        parse: async (input, _ctx, _opts) => input,
        ...defaults,
        ...options,
        input: [],
        multiple: Boolean(options.multiple === void 0 ? defaults.multiple : options.multiple),
        type: "option"
      });
    }
  }
});

// ../node_modules/@oclif/core/lib/util/aggregate-flags.js
var require_aggregate_flags = __commonJS({
  "../node_modules/@oclif/core/lib/util/aggregate-flags.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.aggregateFlags = aggregateFlags;
    var flags_1 = require_flags();
    var json = (0, flags_1.boolean)({
      description: "Format output as json.",
      helpGroup: "GLOBAL"
    });
    function aggregateFlags(flags, baseFlags, enableJsonFlag) {
      const combinedFlags = { ...baseFlags, ...flags };
      return enableJsonFlag ? { json, ...combinedFlags } : combinedFlags;
    }
  }
});

// ../node_modules/@oclif/core/lib/util/cache-command.js
var require_cache_command = __commonJS({
  "../node_modules/@oclif/core/lib/util/cache-command.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.cacheCommand = cacheCommand;
    var aggregate_flags_1 = require_aggregate_flags();
    var cache_default_value_1 = require_cache_default_value();
    var ensure_arg_object_1 = require_ensure_arg_object();
    var util_1 = require_util();
    function mergePrototype(result, cmd) {
      const proto = Object.getPrototypeOf(cmd);
      const filteredProto = (0, util_1.pickBy)(proto, (v) => v !== void 0);
      return Object.keys(proto).length > 0 ? mergePrototype({ ...filteredProto, ...result }, proto) : result;
    }
    async function cacheFlags(cmdFlags, respectNoCacheDefault) {
      const promises = Object.entries(cmdFlags).map(async ([name, flag]) => [
        name,
        {
          aliases: flag.aliases,
          char: flag.char,
          charAliases: flag.charAliases,
          combinable: flag.combinable,
          dependsOn: flag.dependsOn,
          deprecateAliases: flag.deprecateAliases,
          deprecated: flag.deprecated,
          description: flag.description,
          env: flag.env,
          exclusive: flag.exclusive,
          helpGroup: flag.helpGroup,
          helpLabel: flag.helpLabel,
          hidden: flag.hidden,
          name,
          noCacheDefault: flag.noCacheDefault,
          relationships: flag.relationships,
          required: flag.required,
          summary: flag.summary,
          ...flag.type === "boolean" ? {
            allowNo: flag.allowNo,
            type: flag.type
          } : {
            default: await (0, cache_default_value_1.cacheDefaultValue)(flag, respectNoCacheDefault),
            delimiter: flag.delimiter,
            hasDynamicHelp: typeof flag.defaultHelp === "function",
            helpValue: flag.helpValue,
            multiple: flag.multiple,
            options: flag.options,
            type: flag.type
          }
        }
      ]);
      return Object.fromEntries(await Promise.all(promises));
    }
    async function cacheArgs(cmdArgs, respectNoCacheDefault) {
      const promises = Object.entries(cmdArgs).map(async ([name, arg]) => [
        name,
        {
          default: await (0, cache_default_value_1.cacheDefaultValue)(arg, respectNoCacheDefault),
          description: arg.description,
          hidden: arg.hidden,
          multiple: arg.multiple,
          name,
          noCacheDefault: arg.noCacheDefault,
          options: arg.options,
          required: arg.required
        }
      ]);
      return Object.fromEntries(await Promise.all(promises));
    }
    async function cacheCommand(uncachedCmd, plugin, respectNoCacheDefault = false) {
      const cmd = mergePrototype(uncachedCmd, uncachedCmd);
      const uncachedFlags = cmd.flags ?? cmd._flags;
      const uncachedBaseFlags = cmd.baseFlags ?? cmd._baseFlags;
      const [flags, args] = await Promise.all([
        cacheFlags((0, aggregate_flags_1.aggregateFlags)(uncachedFlags, uncachedBaseFlags, cmd.enableJsonFlag), respectNoCacheDefault),
        cacheArgs((0, ensure_arg_object_1.ensureArgObject)(cmd.args), respectNoCacheDefault)
      ]);
      const stdProperties = {
        // Replace all spaces in aliases with colons to standardize them.
        aliases: (cmd.aliases ?? []).map((a) => a.replaceAll(" ", ":")),
        args,
        deprecateAliases: cmd.deprecateAliases,
        deprecationOptions: cmd.deprecationOptions,
        description: cmd.description,
        // Support both `examples` and `example` for backwards compatibility.
        examples: cmd.examples ?? cmd.example,
        flags,
        hasDynamicHelp: Object.values(flags).some((f) => f.hasDynamicHelp),
        hidden: cmd.hidden,
        hiddenAliases: cmd.hiddenAliases ?? [],
        id: cmd.id,
        pluginAlias: plugin && plugin.alias,
        pluginName: plugin && plugin.name,
        pluginType: plugin && plugin.type,
        state: cmd.state,
        strict: cmd.strict,
        summary: cmd.summary,
        usage: cmd.usage
      };
      const ignoreCommandProperties = [
        "plugin",
        "_flags",
        "_enableJsonFlag",
        "_globalFlags",
        "_baseFlags",
        "baseFlags",
        "_--",
        "_base"
      ];
      const stdKeysAndIgnored = /* @__PURE__ */ new Set([...ignoreCommandProperties, ...Object.keys(stdProperties)]);
      const keysToAdd = Object.keys(cmd).filter((property) => !stdKeysAndIgnored.has(property));
      const additionalProperties = Object.fromEntries(keysToAdd.map((key) => [key, cmd[key]]));
      return { ...stdProperties, ...additionalProperties };
    }
  }
});

// ../node_modules/@oclif/core/lib/util/find-root.js
var require_find_root = __commonJS({
  "../node_modules/@oclif/core/lib/util/find-root.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.debug = debug;
    exports2.findRoot = findRoot;
    var node_path_1 = require("node:path");
    var logger_1 = require_logger();
    var fs_1 = require_fs();
    function debug(...scope) {
      return (formatter, ...args) => (0, logger_1.getLogger)(["find-root", ...scope].join(":")).debug(formatter, ...args);
    }
    function* up(from) {
      while ((0, node_path_1.dirname)(from) !== from) {
        yield from;
        from = (0, node_path_1.dirname)(from);
      }
      yield from;
    }
    async function findPluginRoot(root, name) {
      debug(name ?? "root-plugin")(`Finding root starting at ${root}`);
      if (name) {
        for (const next of up(root)) {
          if (next.endsWith((0, node_path_1.basename)(name))) {
            debug(name)("Found root based on plugin name!");
            return next;
          }
        }
      }
      for (const next of up(root)) {
        if ((0, node_path_1.basename)((0, node_path_1.dirname)(next)) === "bin" && ["dev", "dev.cmd", "dev.js", "run", "run.cmd", "run.js"].includes((0, node_path_1.basename)(next))) {
          continue;
        }
        try {
          const cur = (0, node_path_1.join)(next, "package.json");
          debug(name ?? "root-plugin")(`Checking ${cur}`);
          if (await (0, fs_1.safeReadJson)(cur)) {
            debug(name ?? "root-plugin")("Found root by traversing up from starting point!");
            return (0, node_path_1.dirname)(cur);
          }
        } catch {
        }
      }
    }
    async function findRootLegacy(name, root) {
      debug(name ?? "root-plugin")("Finding root using legacy method");
      for (const next of up(root)) {
        let cur;
        if (name) {
          cur = (0, node_path_1.join)(next, "node_modules", name, "package.json");
          if (await (0, fs_1.safeReadJson)(cur))
            return (0, node_path_1.dirname)(cur);
          const pkg = await (0, fs_1.safeReadJson)((0, node_path_1.join)(next, "package.json"));
          if (pkg?.name === name)
            return next;
        } else {
          cur = (0, node_path_1.join)(next, "package.json");
          if (await (0, fs_1.safeReadJson)(cur))
            return (0, node_path_1.dirname)(cur);
        }
      }
    }
    var pnp;
    function maybeRequirePnpApi(root) {
      if (pnp)
        return pnp;
      try {
        pnp = require(require.resolve("pnpapi", { paths: [root] }));
        return pnp;
      } catch {
      }
    }
    var getKey = (locator) => JSON.stringify(locator);
    var isPeerDependency = (pkg, parentPkg, name) => getKey(pkg?.packageDependencies.get(name)) === getKey(parentPkg?.packageDependencies.get(name));
    function findPnpRoot(name, root) {
      maybeRequirePnpApi(root);
      if (!pnp)
        return;
      debug(name)("Finding root for using pnp method");
      const seen = /* @__PURE__ */ new Set();
      const traverseDependencyTree = (locator, parentPkg) => {
        const key = getKey(locator);
        if (seen.has(key))
          return;
        const pkg = pnp.getPackageInformation(locator);
        if (locator.name === name) {
          return pkg.packageLocation;
        }
        seen.add(key);
        for (const [name2, referencish] of pkg.packageDependencies) {
          if (referencish === null)
            continue;
          if (parentPkg !== null && isPeerDependency(pkg, parentPkg, name2))
            continue;
          const childLocator = pnp.getLocator(name2, referencish);
          const foundSomething = traverseDependencyTree(childLocator, pkg);
          if (foundSomething)
            return foundSomething;
        }
        seen.delete(key);
      };
      for (const locator of pnp.getDependencyTreeRoots()) {
        const foundSomething = traverseDependencyTree(locator);
        if (foundSomething)
          return foundSomething;
      }
    }
    async function findRoot(name, root) {
      if (name) {
        debug(name)(`Finding root using ${root}`);
        let pkgPath;
        try {
          pkgPath = require.resolve(name, { paths: [root] });
          debug(name)(`Found starting point with require.resolve`);
        } catch {
          debug(name)(`require.resolve could not find plugin starting point`);
        }
        if (pkgPath) {
          const found3 = await findPluginRoot((0, node_path_1.dirname)(pkgPath), name);
          if (found3) {
            debug(name)(`Found root at ${found3}`);
            return found3;
          }
        }
        const found2 = process.versions.pnp ? findPnpRoot(name, root) : await findRootLegacy(name, root);
        debug(name)(found2 ? `Found root at ${found2}` : "No root found!");
        return found2;
      }
      debug("root-plugin")(`Finding root plugin using ${root}`);
      const found = await findPluginRoot(root);
      debug("root-plugin")(found ? `Found root at ${found}` : "No root found!");
      return found;
    }
  }
});

// ../node_modules/lilconfig/src/index.js
var require_src2 = __commonJS({
  "../node_modules/lilconfig/src/index.js"(exports2, module2) {
    var path = require("path");
    var fs5 = require("fs");
    var os2 = require("os");
    var url = require("url");
    var fsReadFileAsync = fs5.promises.readFile;
    function getDefaultSearchPlaces(name, sync) {
      return [
        "package.json",
        `.${name}rc.json`,
        `.${name}rc.js`,
        `.${name}rc.cjs`,
        ...sync ? [] : [`.${name}rc.mjs`],
        `.config/${name}rc`,
        `.config/${name}rc.json`,
        `.config/${name}rc.js`,
        `.config/${name}rc.cjs`,
        ...sync ? [] : [`.config/${name}rc.mjs`],
        `${name}.config.js`,
        `${name}.config.cjs`,
        ...sync ? [] : [`${name}.config.mjs`]
      ];
    }
    function parentDir(p) {
      return path.dirname(p) || path.sep;
    }
    var jsonLoader = (_, content) => JSON.parse(content.replace(/^\uFEFF/, ""));
    var requireFunc = typeof __webpack_require__ === "function" ? __non_webpack_require__ : require;
    var defaultLoadersSync = Object.freeze({
      ".js": requireFunc,
      ".json": requireFunc,
      ".cjs": requireFunc,
      noExt: jsonLoader
    });
    module2.exports.defaultLoadersSync = defaultLoadersSync;
    var dynamicImport = async (id) => {
      try {
        const fileUrl = url.pathToFileURL(id).href;
        const mod = await import(
          /* webpackIgnore: true */
          fileUrl
        );
        return mod.default;
      } catch (e) {
        try {
          return requireFunc(id);
        } catch (requireE) {
          if (requireE.code === "ERR_REQUIRE_ESM" || requireE instanceof SyntaxError && requireE.toString().includes("Cannot use import statement outside a module")) {
            throw e;
          }
          throw requireE;
        }
      }
    };
    var defaultLoaders = Object.freeze({
      ".js": dynamicImport,
      ".mjs": dynamicImport,
      ".cjs": dynamicImport,
      ".json": jsonLoader,
      noExt: jsonLoader
    });
    module2.exports.defaultLoaders = defaultLoaders;
    function getOptions(name, options, sync) {
      const conf = {
        stopDir: os2.homedir(),
        searchPlaces: getDefaultSearchPlaces(name, sync),
        ignoreEmptySearchPlaces: true,
        cache: true,
        transform: (x) => x,
        packageProp: [name],
        ...options,
        loaders: {
          ...sync ? defaultLoadersSync : defaultLoaders,
          ...options.loaders
        }
      };
      conf.stopDir = path.resolve(conf.stopDir);
      conf.searchPlaces.forEach((place) => {
        const key = path.extname(place) || "noExt";
        const loader = conf.loaders[key];
        if (!loader) {
          throw new Error(`Missing loader for extension "${place}"`);
        }
        if (typeof loader !== "function") {
          throw new Error(
            `Loader for extension "${place}" is not a function: Received ${typeof loader}.`
          );
        }
      });
      return conf;
    }
    function getPackageProp(props, obj) {
      if (typeof props === "string" && props in obj) return obj[props];
      return (Array.isArray(props) ? props : props.split(".")).reduce(
        (acc, prop) => acc === void 0 ? acc : acc[prop],
        obj
      ) || null;
    }
    function validateFilePath(filepath) {
      if (!filepath) throw new Error("load must pass a non-empty string");
    }
    function validateLoader(loader, ext) {
      if (!loader) throw new Error(`No loader specified for extension "${ext}"`);
      if (typeof loader !== "function") throw new Error("loader is not a function");
    }
    var makeEmplace = (enableCache) => (c, filepath, res) => {
      if (enableCache) c.set(filepath, res);
      return res;
    };
    module2.exports.lilconfig = function lilconfig(name, options) {
      const {
        ignoreEmptySearchPlaces,
        loaders,
        packageProp,
        searchPlaces,
        stopDir,
        transform,
        cache
      } = getOptions(name, options ?? {}, false);
      const searchCache = /* @__PURE__ */ new Map();
      const loadCache = /* @__PURE__ */ new Map();
      const emplace = makeEmplace(cache);
      return {
        async search(searchFrom = process.cwd()) {
          const result = {
            config: null,
            filepath: ""
          };
          const visited = /* @__PURE__ */ new Set();
          let dir = path.resolve(searchFrom);
          dirLoop: while (true) {
            if (cache) {
              const r = searchCache.get(dir);
              if (r !== void 0) {
                for (const p of visited) searchCache.set(p, r);
                return r;
              }
              visited.add(dir);
            }
            for (const searchPlace of searchPlaces) {
              const filepath = path.join(dir, searchPlace);
              try {
                await fs5.promises.access(filepath);
              } catch {
                continue;
              }
              const content = String(await fsReadFileAsync(filepath));
              const loaderKey = path.extname(searchPlace) || "noExt";
              const loader = loaders[loaderKey];
              if (searchPlace === "package.json") {
                const pkg = await loader(filepath, content);
                const maybeConfig = getPackageProp(packageProp, pkg);
                if (maybeConfig != null) {
                  result.config = maybeConfig;
                  result.filepath = filepath;
                  break dirLoop;
                }
                continue;
              }
              const isEmpty = content.trim() === "";
              if (isEmpty && ignoreEmptySearchPlaces) continue;
              if (isEmpty) {
                result.isEmpty = true;
                result.config = void 0;
              } else {
                validateLoader(loader, loaderKey);
                result.config = await loader(filepath, content);
              }
              result.filepath = filepath;
              break dirLoop;
            }
            if (dir === stopDir || dir === parentDir(dir)) break dirLoop;
            dir = parentDir(dir);
          }
          const transformed = (
            // not found
            result.filepath === "" && result.config === null ? transform(null) : transform(result)
          );
          if (cache) {
            for (const p of visited) searchCache.set(p, transformed);
          }
          return transformed;
        },
        async load(filepath) {
          validateFilePath(filepath);
          const absPath = path.resolve(process.cwd(), filepath);
          if (cache && loadCache.has(absPath)) {
            return loadCache.get(absPath);
          }
          const { base, ext } = path.parse(absPath);
          const loaderKey = ext || "noExt";
          const loader = loaders[loaderKey];
          validateLoader(loader, loaderKey);
          const content = String(await fsReadFileAsync(absPath));
          if (base === "package.json") {
            const pkg = await loader(absPath, content);
            return emplace(
              loadCache,
              absPath,
              transform({
                config: getPackageProp(packageProp, pkg),
                filepath: absPath
              })
            );
          }
          const result = {
            config: null,
            filepath: absPath
          };
          const isEmpty = content.trim() === "";
          if (isEmpty && ignoreEmptySearchPlaces)
            return emplace(
              loadCache,
              absPath,
              transform({
                config: void 0,
                filepath: absPath,
                isEmpty: true
              })
            );
          result.config = isEmpty ? void 0 : await loader(absPath, content);
          return emplace(
            loadCache,
            absPath,
            transform(isEmpty ? { ...result, isEmpty, config: void 0 } : result)
          );
        },
        clearLoadCache() {
          if (cache) loadCache.clear();
        },
        clearSearchCache() {
          if (cache) searchCache.clear();
        },
        clearCaches() {
          if (cache) {
            loadCache.clear();
            searchCache.clear();
          }
        }
      };
    };
    module2.exports.lilconfigSync = function lilconfigSync(name, options) {
      const {
        ignoreEmptySearchPlaces,
        loaders,
        packageProp,
        searchPlaces,
        stopDir,
        transform,
        cache
      } = getOptions(name, options ?? {}, true);
      const searchCache = /* @__PURE__ */ new Map();
      const loadCache = /* @__PURE__ */ new Map();
      const emplace = makeEmplace(cache);
      return {
        search(searchFrom = process.cwd()) {
          const result = {
            config: null,
            filepath: ""
          };
          const visited = /* @__PURE__ */ new Set();
          let dir = path.resolve(searchFrom);
          dirLoop: while (true) {
            if (cache) {
              const r = searchCache.get(dir);
              if (r !== void 0) {
                for (const p of visited) searchCache.set(p, r);
                return r;
              }
              visited.add(dir);
            }
            for (const searchPlace of searchPlaces) {
              const filepath = path.join(dir, searchPlace);
              try {
                fs5.accessSync(filepath);
              } catch {
                continue;
              }
              const loaderKey = path.extname(searchPlace) || "noExt";
              const loader = loaders[loaderKey];
              const content = String(fs5.readFileSync(filepath));
              if (searchPlace === "package.json") {
                const pkg = loader(filepath, content);
                const maybeConfig = getPackageProp(packageProp, pkg);
                if (maybeConfig != null) {
                  result.config = maybeConfig;
                  result.filepath = filepath;
                  break dirLoop;
                }
                continue;
              }
              const isEmpty = content.trim() === "";
              if (isEmpty && ignoreEmptySearchPlaces) continue;
              if (isEmpty) {
                result.isEmpty = true;
                result.config = void 0;
              } else {
                validateLoader(loader, loaderKey);
                result.config = loader(filepath, content);
              }
              result.filepath = filepath;
              break dirLoop;
            }
            if (dir === stopDir || dir === parentDir(dir)) break dirLoop;
            dir = parentDir(dir);
          }
          const transformed = (
            // not found
            result.filepath === "" && result.config === null ? transform(null) : transform(result)
          );
          if (cache) {
            for (const p of visited) searchCache.set(p, transformed);
          }
          return transformed;
        },
        load(filepath) {
          validateFilePath(filepath);
          const absPath = path.resolve(process.cwd(), filepath);
          if (cache && loadCache.has(absPath)) {
            return loadCache.get(absPath);
          }
          const { base, ext } = path.parse(absPath);
          const loaderKey = ext || "noExt";
          const loader = loaders[loaderKey];
          validateLoader(loader, loaderKey);
          const content = String(fs5.readFileSync(absPath));
          if (base === "package.json") {
            const pkg = loader(absPath, content);
            return transform({
              config: getPackageProp(packageProp, pkg),
              filepath: absPath
            });
          }
          const result = {
            config: null,
            filepath: absPath
          };
          const isEmpty = content.trim() === "";
          if (isEmpty && ignoreEmptySearchPlaces)
            return emplace(
              loadCache,
              absPath,
              transform({
                filepath: absPath,
                config: void 0,
                isEmpty: true
              })
            );
          result.config = isEmpty ? void 0 : loader(absPath, content);
          return emplace(
            loadCache,
            absPath,
            transform(isEmpty ? { ...result, isEmpty, config: void 0 } : result)
          );
        },
        clearLoadCache() {
          if (cache) loadCache.clear();
        },
        clearSearchCache() {
          if (cache) searchCache.clear();
        },
        clearCaches() {
          if (cache) {
            loadCache.clear();
            searchCache.clear();
          }
        }
      };
    };
  }
});

// ../node_modules/@oclif/core/lib/util/read-pjson.js
var require_read_pjson = __commonJS({
  "../node_modules/@oclif/core/lib/util/read-pjson.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.readPjson = readPjson;
    var lilconfig_1 = require_src2();
    var node_path_1 = require("node:path");
    var logger_1 = require_logger();
    var fs_1 = require_fs();
    var debug = (0, logger_1.makeDebug)("read-pjson");
    async function readPjson(path) {
      const pjsonPath = (0, node_path_1.join)(path, "package.json");
      if (process.env.OCLIF_DISABLE_RC) {
        debug("OCLIF_DISABLE_RC is set, skipping rc search");
        return (0, fs_1.readJson)(pjsonPath);
      }
      const pjson = await (0, fs_1.readJson)(pjsonPath);
      if (pjson.oclif) {
        debug(`found oclif config in ${pjsonPath}`);
        return pjson;
      }
      debug(`searching for oclif config in ${path}`);
      const explorer = (0, lilconfig_1.lilconfig)("oclif", {
        /**
         * Remove the following from the defaults:
         * - package.json
         * - any files under .config/
         */
        searchPlaces: [
          ".oclifrc",
          ".oclifrc.json",
          ".oclifrc.js",
          ".oclifrc.mjs",
          ".oclifrc.cjs",
          "oclif.config.js",
          "oclif.config.mjs",
          "oclif.config.cjs"
        ],
        stopDir: path
      });
      const result = await explorer.search(path);
      if (!result?.config) {
        debug(`no oclif config found in ${path}`);
        return pjson;
      }
      debug(`found oclif config for ${path}: %O`, result);
      return {
        ...pjson,
        oclif: result?.config ?? {}
      };
    }
  }
});

// ../node_modules/@oclif/core/lib/config/plugin.js
var require_plugin = __commonJS({
  "../node_modules/@oclif/core/lib/config/plugin.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Plugin = void 0;
    var node_path_1 = require("node:path");
    var node_util_1 = require("node:util");
    var tinyglobby_1 = require_dist2();
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var module_loader_1 = require_module_loader();
    var performance_1 = require_performance();
    var symbols_1 = require_symbols();
    var cache_command_1 = require_cache_command();
    var find_root_1 = require_find_root();
    var fs_1 = require_fs();
    var read_pjson_1 = require_read_pjson();
    var util_1 = require_util();
    var ts_path_1 = require_ts_path();
    var util_2 = require_util2();
    var _pjson = cache_1.default.getInstance().get("@oclif/core");
    function topicsToArray(input, base) {
      if (!input)
        return [];
      base = base ? `${base}:` : "";
      if (Array.isArray(input)) {
        return [...input, input.flatMap((t) => topicsToArray(t.subtopics, `${base}${t.name}`))];
      }
      return Object.keys(input).flatMap((k) => {
        input[k].name = k;
        return [{ ...input[k], name: `${base}${k}` }, ...topicsToArray(input[k].subtopics, `${base}${input[k].name}`)];
      });
    }
    var cachedCommandCanBeUsed = (manifest, id) => Boolean(manifest?.commands[id] && "isESM" in manifest.commands[id] && "relativePath" in manifest.commands[id]);
    var searchForCommandClass = (cmd) => {
      if (typeof cmd.run === "function")
        return cmd;
      if (cmd.default && cmd.default.run)
        return cmd.default;
      return Object.values(cmd).find((cmd2) => typeof cmd2.run === "function");
    };
    var ensureCommandClass = (cmd) => {
      if (cmd && typeof cmd.run === "function")
        return cmd;
    };
    var GLOB_PATTERNS = [
      "**/*.+(js|cjs|mjs|ts|tsx|mts|cts)",
      "!**/*.+(d.ts|test.ts|test.js|spec.ts|spec.js|d.mts|d.cts)?(x)"
    ];
    function processCommandIds(files) {
      return files.map((file) => {
        const p = (0, node_path_1.parse)(file);
        const topics = p.dir.split("/");
        const command = p.name !== "index" && p.name;
        const id = [...topics, command].filter(Boolean).join(":");
        return id === "" ? symbols_1.SINGLE_COMMAND_CLI_SYMBOL : id;
      });
    }
    function determineCommandDiscoveryOptions(commandDiscovery) {
      if (!commandDiscovery)
        return;
      if (typeof commandDiscovery === "string") {
        return { globPatterns: GLOB_PATTERNS, strategy: "pattern", target: commandDiscovery };
      }
      if (!commandDiscovery.target)
        throw new errors_1.CLIError("`oclif.commandDiscovery.target` is required.");
      if (!commandDiscovery.strategy)
        throw new errors_1.CLIError("`oclif.commandDiscovery.strategy` is required.");
      if (commandDiscovery.strategy === "explicit" && !commandDiscovery.identifier) {
        commandDiscovery.identifier = "default";
      }
      return commandDiscovery;
    }
    function determineHookOptions(hook) {
      if (typeof hook === "string")
        return { identifier: "default", target: hook };
      if (!hook.identifier)
        return { ...hook, identifier: "default" };
      return hook;
    }
    var Plugin = class {
      options;
      _base = `${_pjson.name}@${_pjson.version}`;
      _debug = (0, util_2.makeDebug)();
      alias;
      alreadyLoaded = false;
      children = [];
      commandIDs = [];
      // This will be initialized in the _manifest() method, which gets called in the load() method.
      commands;
      commandsDir;
      hasManifest = false;
      hooks;
      isRoot = false;
      manifest;
      moduleType;
      name;
      parent;
      pjson;
      root;
      tag;
      type;
      valid = false;
      version;
      commandCache;
      commandDiscoveryOpts;
      flexibleTaxonomy;
      constructor(options) {
        this.options = options;
      }
      get topics() {
        return topicsToArray(this.pjson.oclif.topics || {});
      }
      async findCommand(id, opts = {}) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.findCommand#${this.name}.${id}`, {
          id,
          plugin: this.name
        });
        const fetch = async () => {
          if (this.commandDiscoveryOpts?.strategy === "pattern") {
            const commandsDir = await this.getCommandsDir();
            if (!commandsDir)
              return;
            let module3;
            let isESM;
            let filePath;
            try {
              ;
              ({ filePath, isESM, module: module3 } = cachedCommandCanBeUsed(this.manifest, id) ? await (0, module_loader_1.loadWithDataFromManifest)(this.manifest.commands[id], this.root) : await (0, module_loader_1.loadWithData)(this, (0, node_path_1.join)(commandsDir ?? this.pjson.oclif.commands, ...id.split(":"))));
              this._debug(isESM ? "(import)" : "(require)", filePath);
            } catch (error) {
              if (!opts.must && error.code === "MODULE_NOT_FOUND")
                return;
              throw error;
            }
            const cmd2 = searchForCommandClass(module3);
            if (!cmd2)
              return;
            cmd2.id = id;
            cmd2.plugin = this;
            cmd2.isESM = isESM;
            cmd2.relativePath = (0, node_path_1.relative)(this.root, filePath || "").split(node_path_1.sep);
            return cmd2;
          }
          if (this.commandDiscoveryOpts?.strategy === "single" || this.commandDiscoveryOpts?.strategy === "explicit") {
            const commandCache = await this.loadCommandsFromTarget();
            const cmd2 = ensureCommandClass(commandCache?.[id]);
            if (!cmd2)
              return;
            cmd2.id = id;
            cmd2.plugin = this;
            return cmd2;
          }
        };
        const cmd = await fetch();
        if (!cmd && opts.must)
          (0, errors_1.error)(`command ${id} not found`);
        marker?.stop();
        return cmd;
      }
      // eslint-disable-next-line complexity
      async load() {
        this.type = this.options.type ?? "core";
        this.tag = this.options.tag;
        this.isRoot = this.options.isRoot ?? false;
        if (this.options.parent)
          this.parent = this.options.parent;
        const root = this.options.pjson && this.options.isRoot ? this.options.root : this.type === "link" && !this.parent ? this.options.root : await (0, find_root_1.findRoot)(this.options.name, this.options.root);
        if (!root)
          throw new errors_1.CLIError(`could not find package.json with ${(0, node_util_1.inspect)(this.options)}`);
        this.root = root;
        this._debug(`loading ${this.type} plugin from ${root}`);
        this.pjson = this.options.pjson ?? await (0, read_pjson_1.readPjson)(root);
        this.flexibleTaxonomy = this.options?.flexibleTaxonomy || this.pjson.oclif?.flexibleTaxonomy || false;
        this.moduleType = this.pjson.type === "module" ? "module" : "commonjs";
        this.name = this.pjson.name;
        this.alias = this.options.name ?? this.pjson.name;
        if (!this.name)
          throw new errors_1.CLIError(`no name in package.json (${root})`);
        this._debug = (0, util_2.makeDebug)(this.name);
        this.version = this.pjson.version;
        if (this.pjson.oclif) {
          this.valid = true;
        } else {
          this.pjson.oclif = this.pjson["cli-engine"] || {};
        }
        this.hooks = Object.fromEntries(Object.entries(this.pjson.oclif.hooks ?? {}).map(([k, v]) => [
          k,
          (0, util_1.castArray)(v).map((v2) => determineHookOptions(v2))
        ]));
        this.commandDiscoveryOpts = determineCommandDiscoveryOptions(this.pjson.oclif?.commands);
        this._debug("command discovery options", this.commandDiscoveryOpts);
        this.manifest = await this._manifest();
        this.commands = Object.entries(this.manifest.commands).map(([id, c]) => ({
          ...c,
          load: async () => this.findCommand(id, { must: true }),
          pluginAlias: this.alias,
          pluginType: c.pluginType === "jit" ? "jit" : this.type
        })).sort((a, b) => a.id.localeCompare(b.id));
      }
      async _manifest() {
        const ignoreManifest = Boolean(this.options.ignoreManifest);
        const errorOnManifestCreate = Boolean(this.options.errorOnManifestCreate);
        const respectNoCacheDefault = Boolean(this.options.respectNoCacheDefault);
        const readManifest = async (dotfile = false) => {
          try {
            const p = (0, node_path_1.join)(this.root, `${dotfile ? "." : ""}oclif.manifest.json`);
            const manifest2 = await (0, fs_1.readJson)(p);
            if (!process.env.OCLIF_NEXT_VERSION && manifest2.version.split("-")[0] !== this.version.split("-")[0]) {
              process.emitWarning(`Mismatched version in ${this.name} plugin manifest. Expected: ${this.version} Received: ${manifest2.version}
This usually means you have an oclif.manifest.json file that should be deleted in development. This file should be automatically generated when publishing.`);
            } else {
              this._debug("using manifest from", p);
              this.hasManifest = true;
              return manifest2;
            }
          } catch (error) {
            if (error.code === "ENOENT") {
              if (!dotfile)
                return readManifest(true);
            } else {
              this.warn(error, "readManifest");
            }
          }
        };
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.manifest#${this.name}`, { plugin: this.name });
        if (!ignoreManifest) {
          const manifest2 = await readManifest();
          if (manifest2) {
            marker?.addDetails({ commandCount: Object.keys(manifest2.commands).length, fromCache: true });
            marker?.stop();
            this.commandIDs = Object.keys(manifest2.commands);
            return manifest2;
          }
        }
        this.commandIDs = await this.getCommandIDs();
        const manifest = {
          commands: (await Promise.all(this.commandIDs.map(async (id) => {
            try {
              const found = await this.findCommand(id, { must: true });
              const cached = await (0, cache_command_1.cacheCommand)(found, this, respectNoCacheDefault);
              cached.id = id;
              if (this.flexibleTaxonomy) {
                const permutations = (0, util_2.getCommandIdPermutations)(id);
                const aliasPermutations = cached.aliases.flatMap((a) => (0, util_2.getCommandIdPermutations)(a));
                return [id, { ...cached, aliasPermutations, permutations }];
              }
              return [id, cached];
            } catch (error) {
              const scope = `findCommand (${id})`;
              if (Boolean(errorOnManifestCreate) === false)
                this.warn(error, scope);
              else
                throw this.addErrorScope(error, scope);
            }
          }))).filter((f) => Boolean(f)).reduce((commands, [id, c]) => {
            commands[id] = c;
            return commands;
          }, {}),
          version: this.version
        };
        marker?.addDetails({ commandCount: Object.keys(manifest.commands).length, fromCache: false });
        marker?.stop();
        return manifest;
      }
      addErrorScope(err, scope) {
        err.name = err.name ?? (0, node_util_1.inspect)(err).trim();
        err.detail = (0, util_1.compact)([
          err.detail,
          `module: ${this._base}`,
          scope && `task: ${scope}`,
          `plugin: ${this.name}`,
          `root: ${this.root}`,
          ...err.code ? [`code: ${err.code}`] : [],
          ...err.message ? [`message: ${err.message}`] : [],
          "See more details with DEBUG=*"
        ]).join("\n");
        return err;
      }
      async getCommandIDs() {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.getCommandIDs#${this.name}`, { plugin: this.name });
        let ids;
        switch (this.commandDiscoveryOpts?.strategy) {
          case "explicit": {
            ids = await this.getCommandIdsFromTarget() ?? [];
            break;
          }
          case "pattern": {
            ids = await this.getCommandIdsFromPattern();
            break;
          }
          case "single": {
            ids = await this.getCommandIdsFromTarget() ?? [];
            break;
          }
          default: {
            ids = [];
          }
        }
        this._debug("found commands", ids);
        marker?.addDetails({ count: ids.length });
        marker?.stop();
        return ids;
      }
      async getCommandIdsFromPattern() {
        const commandsDir = await this.getCommandsDir();
        if (!commandsDir)
          return [];
        this._debug(`loading IDs from ${commandsDir}`);
        const files = await (0, tinyglobby_1.glob)(this.commandDiscoveryOpts?.globPatterns ?? GLOB_PATTERNS, { cwd: commandsDir });
        return processCommandIds(files);
      }
      async getCommandIdsFromTarget() {
        const commandsFromExport = await this.loadCommandsFromTarget();
        if (commandsFromExport) {
          return Object.entries(await this.loadCommandsFromTarget() ?? []).filter(([, cmd]) => ensureCommandClass(cmd)).map(([id]) => id);
        }
      }
      async getCommandsDir() {
        if (this.commandsDir)
          return this.commandsDir;
        this.commandsDir = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts?.target, this);
        return this.commandsDir;
      }
      async loadCommandsFromTarget() {
        if (this.commandCache)
          return this.commandCache;
        if (this.commandDiscoveryOpts?.strategy === "explicit" && this.commandDiscoveryOpts.target) {
          const filePath = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts.target, this);
          const module3 = await (0, module_loader_1.load)(this, filePath);
          this.commandCache = module3[this.commandDiscoveryOpts?.identifier ?? "default"] ?? {};
          return this.commandCache;
        }
        if (this.commandDiscoveryOpts?.strategy === "single" && this.commandDiscoveryOpts.target) {
          const filePath = await (0, ts_path_1.tsPath)(this.root, this.commandDiscoveryOpts?.target ?? this.root, this);
          const module3 = await (0, module_loader_1.load)(this, filePath);
          this.commandCache = { [symbols_1.SINGLE_COMMAND_CLI_SYMBOL]: searchForCommandClass(module3) };
          return this.commandCache;
        }
      }
      warn(err, scope) {
        if (typeof err === "string")
          err = new Error(err);
        const warning = this.addErrorScope(err, scope);
        process.emitWarning(warning.name, warning);
      }
    };
    exports2.Plugin = Plugin;
  }
});

// ../node_modules/@oclif/core/lib/config/plugin-loader.js
var require_plugin_loader = __commonJS({
  "../node_modules/@oclif/core/lib/config/plugin-loader.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var minimatch_1 = require_commonjs3();
    var node_path_1 = require("node:path");
    var performance_1 = require_performance();
    var fs_1 = require_fs();
    var util_1 = require_util();
    var plugin_1 = require_plugin();
    var util_2 = require_util2();
    var debug = (0, util_2.makeDebug)();
    function findMatchingDependencies(dependencies, patterns) {
      return Object.keys(dependencies).filter((p) => patterns.some((w) => (0, minimatch_1.minimatch)(p, w)));
    }
    var PluginLoader = class {
      options;
      errors = [];
      plugins = /* @__PURE__ */ new Map();
      pluginsProvided = false;
      constructor(options) {
        this.options = options;
        if (options.plugins) {
          this.pluginsProvided = true;
          this.plugins = Array.isArray(options.plugins) ? new Map(options.plugins.map((p) => [p.name, p])) : options.plugins;
        }
      }
      async loadChildren(opts) {
        if (!this.pluginsProvided || opts.force) {
          await this.loadUserPlugins(opts);
          await this.loadDevPlugins(opts);
          await this.loadCorePlugins(opts);
        }
        return { errors: this.errors, plugins: this.plugins };
      }
      async loadRoot({ pjson }) {
        let rootPlugin;
        if (this.pluginsProvided) {
          const plugins = [...this.plugins.values()];
          rootPlugin = plugins.find((p) => p.root === this.options.root) ?? plugins[0];
        } else {
          const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "plugin.load#root");
          rootPlugin = new plugin_1.Plugin({ isRoot: true, pjson, root: this.options.root });
          await rootPlugin.load();
          marker?.addDetails({
            commandCount: rootPlugin.commands.length,
            hasManifest: rootPlugin.hasManifest ?? false,
            name: rootPlugin.name,
            topicCount: rootPlugin.topics.length,
            type: rootPlugin.type,
            usesMain: Boolean(rootPlugin.pjson.main)
          });
          marker?.stop();
        }
        this.plugins.set(rootPlugin.name, rootPlugin);
        return rootPlugin;
      }
      async loadCorePlugins(opts) {
        const { plugins: corePlugins } = opts.rootPlugin.pjson.oclif;
        if (corePlugins) {
          const plugins = findMatchingDependencies(opts.rootPlugin.pjson.dependencies ?? {}, corePlugins);
          await this.loadPlugins(opts.rootPlugin.root, "core", plugins);
        }
        const { core: pluginAdditionsCore, path } = opts.pluginAdditions ?? { core: [] };
        if (pluginAdditionsCore) {
          if (path) {
            const pjson = await (0, fs_1.readJson)((0, node_path_1.join)(path, "package.json"));
            const plugins = findMatchingDependencies(pjson.dependencies ?? {}, pluginAdditionsCore);
            await this.loadPlugins(path, "core", plugins);
          } else {
            const plugins = findMatchingDependencies(opts.rootPlugin.pjson.dependencies ?? {}, pluginAdditionsCore);
            await this.loadPlugins(opts.rootPlugin.root, "core", plugins);
          }
        }
      }
      async loadDevPlugins(opts) {
        if (opts.devPlugins !== false) {
          if ((0, util_1.isProd)())
            return;
          try {
            const { devPlugins } = opts.rootPlugin.pjson.oclif;
            if (devPlugins) {
              const allDeps = { ...opts.rootPlugin.pjson.dependencies, ...opts.rootPlugin.pjson.devDependencies };
              const plugins = findMatchingDependencies(allDeps ?? {}, devPlugins);
              await this.loadPlugins(opts.rootPlugin.root, "dev", plugins);
            }
            const { dev: pluginAdditionsDev, path } = opts.pluginAdditions ?? { core: [] };
            if (pluginAdditionsDev) {
              if (path) {
                const pjson = await (0, fs_1.readJson)((0, node_path_1.join)(path, "package.json"));
                const allDeps = { ...pjson.dependencies, ...pjson.devDependencies };
                const plugins = findMatchingDependencies(allDeps ?? {}, pluginAdditionsDev);
                await this.loadPlugins(path, "dev", plugins);
              } else {
                const allDeps = { ...opts.rootPlugin.pjson.dependencies, ...opts.rootPlugin.pjson.devDependencies };
                const plugins = findMatchingDependencies(allDeps ?? {}, pluginAdditionsDev);
                await this.loadPlugins(opts.rootPlugin.root, "dev", plugins);
              }
            }
          } catch (error) {
            process.emitWarning(error);
          }
        }
      }
      async loadPlugins(root, type, plugins, parent) {
        if (!plugins || plugins.length === 0)
          return;
        const mark = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadPlugins#${type}`);
        debug("loading plugins", plugins);
        await Promise.all((plugins || []).map(async (plugin) => {
          try {
            const name = typeof plugin === "string" ? plugin : plugin.name;
            const opts = {
              name,
              root,
              type
            };
            if (typeof plugin !== "string") {
              opts.tag = plugin.tag || opts.tag;
              opts.root = plugin.root || opts.root;
              opts.url = plugin.url;
            }
            if (parent) {
              opts.parent = parent;
            }
            if (this.plugins.has(name))
              return;
            const pluginMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `plugin.load#${name}`);
            const instance = new plugin_1.Plugin(opts);
            await instance.load();
            pluginMarker?.addDetails({
              commandCount: instance.commands.length,
              hasManifest: instance.hasManifest,
              name: instance.name,
              topicCount: instance.topics.length,
              type: instance.type,
              usesMain: Boolean(instance.pjson.main)
            });
            pluginMarker?.stop();
            this.plugins.set(instance.name, instance);
            if (parent) {
              instance.parent = parent;
              if (!parent.children)
                parent.children = [];
              parent.children.push(instance);
            }
            if (instance.pjson.oclif.plugins) {
              const allDeps = type === "dev" ? { ...instance.pjson.dependencies, ...instance.pjson.devDependencies } : instance.pjson.dependencies;
              const plugins2 = findMatchingDependencies(allDeps ?? {}, instance.pjson.oclif.plugins);
              await this.loadPlugins(instance.root, type, plugins2, instance);
            }
          } catch (error) {
            this.errors.push(error);
          }
        }));
        mark?.addDetails({ pluginCount: plugins.length });
        mark?.stop();
      }
      async loadUserPlugins(opts) {
        if (opts.userPlugins !== false) {
          try {
            const userPJSONPath = (0, node_path_1.join)(opts.dataDir, "package.json");
            debug("reading user plugins pjson %s", userPJSONPath);
            const pjson = await (0, fs_1.readJson)(userPJSONPath, false);
            if (!pjson.oclif)
              pjson.oclif = { schema: 1 };
            if (!pjson.oclif.plugins)
              pjson.oclif.plugins = [];
            await this.loadPlugins(userPJSONPath, "user", pjson.oclif.plugins.filter((p) => p.type === "user"));
            await this.loadPlugins(userPJSONPath, "link", pjson.oclif.plugins.filter((p) => p.type === "link"));
          } catch (error) {
            if (error.code !== "ENOENT")
              process.emitWarning(error);
          }
        }
      }
    };
    exports2.default = PluginLoader;
  }
});

// ../node_modules/@oclif/core/lib/config/config.js
var require_config = __commonJS({
  "../node_modules/@oclif/core/lib/config/config.js"(exports2, module2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Config = void 0;
    var ejs_1 = __importDefault(require_ejs());
    var node_os_1 = require("node:os");
    var node_path_1 = require("node:path");
    var node_url_1 = require("node:url");
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var util_1 = require_util3();
    var logger_1 = require_logger();
    var module_loader_1 = require_module_loader();
    var performance_1 = require_performance();
    var settings_1 = require_settings();
    var determine_priority_1 = require_determine_priority();
    var fs_1 = require_fs();
    var ids_1 = require_ids();
    var os_1 = require_os();
    var util_2 = require_util();
    var ux_1 = require_ux();
    var theme_1 = require_theme2();
    var plugin_loader_1 = __importDefault(require_plugin_loader());
    var ts_path_1 = require_ts_path();
    var util_3 = require_util2();
    var debug = (0, util_3.makeDebug)();
    var _pjson = cache_1.default.getInstance().get("@oclif/core");
    var BASE = `${_pjson.name}@${_pjson.version}`;
    var ROOT_ONLY_HOOKS = /* @__PURE__ */ new Set(["preparse"]);
    function displayWarnings() {
      if (process.listenerCount("warning") > 1)
        return;
      process.on("warning", (warning) => {
        console.error(warning.stack);
        if (warning.detail)
          console.error(warning.detail);
      });
    }
    function channelFromVersion(version) {
      const m = version.match(/[^-]+(?:-([^.]+))?/);
      return m && m[1] || "stable";
    }
    function isConfig(o) {
      return o && Boolean(o._base);
    }
    var Permutations = class extends Map {
      validPermutations = /* @__PURE__ */ new Map();
      add(permutation, commandId) {
        this.validPermutations.set(permutation, commandId);
        for (const id of (0, util_3.collectUsableIds)([permutation])) {
          if (this.has(id)) {
            this.set(id, this.get(id).add(commandId));
          } else {
            this.set(id, /* @__PURE__ */ new Set([commandId]));
          }
        }
      }
      get(key) {
        return super.get(key) ?? /* @__PURE__ */ new Set();
      }
      getAllValid() {
        return [...this.validPermutations.keys()];
      }
      getValid(key) {
        return this.validPermutations.get(key);
      }
      hasValid(key) {
        return this.validPermutations.has(key);
      }
    };
    var Config = class _Config {
      options;
      arch;
      bin;
      binAliases;
      binPath;
      cacheDir;
      channel;
      configDir;
      dataDir;
      dirname;
      flexibleTaxonomy;
      home;
      isSingleCommandCLI = false;
      name;
      npmRegistry;
      nsisCustomization;
      pjson;
      platform;
      plugins = /* @__PURE__ */ new Map();
      root;
      shell;
      theme;
      topicSeparator = ":";
      updateConfig;
      userAgent;
      userPJSON;
      valid;
      version;
      warned = false;
      windows;
      _base = BASE;
      _commandIDs;
      _commands = /* @__PURE__ */ new Map();
      _topics = /* @__PURE__ */ new Map();
      commandPermutations = new Permutations();
      pluginLoader;
      rootPlugin;
      topicPermutations = new Permutations();
      constructor(options) {
        this.options = options;
      }
      static async load(opts = module2.filename || __dirname) {
        (0, logger_1.setLogger)(opts);
        if (typeof opts === "string" && opts.startsWith("file://")) {
          opts = (0, node_url_1.fileURLToPath)(opts);
        }
        if (typeof opts === "string")
          opts = { root: opts };
        if (isConfig(opts)) {
          debug(`reloading config from ${opts._base} to ${BASE}`);
          const pluginMap = new Map(opts.getPluginsList().map((p) => [p.name, p]));
          const config2 = new _Config({ ...opts.options, plugins: pluginMap });
          await config2.load();
          return config2;
        }
        const config = new _Config(opts);
        await config.load();
        return config;
      }
      get commandIDs() {
        if (this._commandIDs)
          return this._commandIDs;
        this._commandIDs = this.commands.map((c) => c.id);
        return this._commandIDs;
      }
      get commands() {
        return [...this._commands.values()];
      }
      get isProd() {
        return (0, util_2.isProd)();
      }
      static get rootPlugin() {
        return this.rootPlugin;
      }
      get topics() {
        return [...this._topics.values()];
      }
      get versionDetails() {
        const [cliVersion, architecture, nodeVersion] = this.userAgent.split(" ");
        return {
          architecture,
          cliVersion,
          nodeVersion,
          osVersion: `${(0, node_os_1.type)()} ${(0, node_os_1.release)()}`,
          pluginVersions: Object.fromEntries([...this.plugins.values()].map((p) => [p.name, { root: p.root, type: p.type, version: p.version }])),
          rootPath: this.root,
          shell: this.shell
        };
      }
      dir(category) {
        const base = process.env[`XDG_${category.toUpperCase()}_HOME`] || this.windows && process.env.LOCALAPPDATA || (0, node_path_1.join)(this.home, category === "data" ? ".local/share" : "." + category);
        return (0, node_path_1.join)(base, this.dirname);
      }
      findCommand(id, opts = {}) {
        const lookupId = this.getCmdLookupId(id);
        const command = this._commands.get(lookupId);
        if (opts.must && !command)
          (0, errors_1.error)(`command ${lookupId} not found`);
        return command;
      }
      /**
       * Find all command ids that include the provided command id.
       *
       * For example, if the command ids are:
       * - foo:bar:baz
       * - one:two:three
       *
       * `bar` would return `foo:bar:baz`
       *
       * @param partialCmdId string
       * @param argv string[] process.argv containing the flags and arguments provided by the user
       * @returns string[]
       */
      findMatches(partialCmdId, argv) {
        const flags = argv.filter((arg) => !(0, util_1.getHelpFlagAdditions)(this).includes(arg) && arg.startsWith("-")).map((a) => a.replaceAll("-", ""));
        const possibleMatches = [...this.commandPermutations.get(partialCmdId)].map((k) => this._commands.get(k));
        const matches = possibleMatches.filter((command) => {
          const cmdFlags = Object.entries(command.flags).flatMap(([flag, def]) => def.char ? [def.char, flag] : [flag]);
          return flags.every((f) => cmdFlags.includes(f));
        });
        return matches;
      }
      findTopic(name, opts = {}) {
        const lookupId = this.getTopicLookupId(name);
        const topic = this._topics.get(lookupId);
        if (topic)
          return topic;
        if (opts.must)
          throw new Error(`topic ${name} not found`);
      }
      /**
       * Returns an array of all command ids. If flexible taxonomy is enabled then all permutations will be appended to the array.
       * @returns string[]
       */
      getAllCommandIDs() {
        return this.getAllCommands().map((c) => c.id);
      }
      /**
       * Returns an array of all commands. If flexible taxonomy is enabled then all permutations will be appended to the array.
       * @returns Command.Loadable[]
       */
      getAllCommands() {
        const commands = [...this._commands.values()];
        const validPermutations = [...this.commandPermutations.getAllValid()];
        for (const permutation of validPermutations) {
          if (!this._commands.has(permutation)) {
            const cmd = this._commands.get(this.getCmdLookupId(permutation));
            commands.push({ ...cmd, id: permutation });
          }
        }
        return commands;
      }
      getPluginsList() {
        return [...this.plugins.values()];
      }
      // eslint-disable-next-line complexity
      async load() {
        settings_1.settings.performanceEnabled = (settings_1.settings.performanceEnabled === void 0 ? this.options.enablePerf : settings_1.settings.performanceEnabled) ?? false;
        if (settings_1.settings.debug)
          displayWarnings();
        (0, logger_1.setLogger)(this.options);
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.load");
        this.pluginLoader = new plugin_loader_1.default({ plugins: this.options.plugins, root: this.options.root });
        this.rootPlugin = await this.pluginLoader.loadRoot({ pjson: this.options.pjson });
        const cache = cache_1.default.getInstance();
        cache.set("rootPlugin", this.rootPlugin);
        cache.set("exitCodes", this.rootPlugin.pjson.oclif.exitCodes ?? {});
        this.root = this.rootPlugin.root;
        this.pjson = this.rootPlugin.pjson;
        this.plugins.set(this.rootPlugin.name, this.rootPlugin);
        this.root = this.rootPlugin.root;
        this.pjson = this.rootPlugin.pjson;
        this.name = this.pjson.name;
        this.version = this.options.version || this.pjson.version || "0.0.0";
        this.channel = this.options.channel || channelFromVersion(this.version);
        this.valid = this.rootPlugin.valid;
        this.arch = (0, node_os_1.arch)() === "ia32" ? "x86" : (0, node_os_1.arch)();
        this.platform = await (0, os_1.getPlatform)();
        this.windows = this.platform === "win32";
        this.bin = this.pjson.oclif.bin || this.name;
        this.binAliases = this.pjson.oclif.binAliases;
        this.nsisCustomization = this.pjson.oclif.nsisCustomization;
        this.dirname = this.pjson.oclif.dirname || this.name;
        this.flexibleTaxonomy = this.pjson.oclif.flexibleTaxonomy || false;
        if (this.pjson.oclif.topicSeparator && [" ", ":"].includes(this.pjson.oclif.topicSeparator))
          this.topicSeparator = this.pjson.oclif.topicSeparator;
        if (this.platform === "win32")
          this.dirname = this.dirname.replace("/", "\\");
        this.userAgent = `${this.name}/${this.version} ${this.platform}-${this.arch} node-${process.version}`;
        this.shell = await (0, os_1.getShell)();
        this.home = process.env.HOME || this.windows && this.windowsHome() || (0, os_1.getHomeDir)() || (0, node_os_1.tmpdir)();
        this.cacheDir = this.scopedEnvVar("CACHE_DIR") || this.macosCacheDir() || this.dir("cache");
        this.configDir = this.scopedEnvVar("CONFIG_DIR") || this.dir("config");
        this.dataDir = this.scopedEnvVar("DATA_DIR") || this.dir("data");
        this.binPath = this.scopedEnvVar("BINPATH");
        this.npmRegistry = this.scopedEnvVar("NPM_REGISTRY") || this.pjson.oclif.npmRegistry;
        this.theme = await this.loadTheme();
        this.updateConfig = {
          ...this.pjson.oclif.update,
          node: this.pjson.oclif.update?.node ?? {},
          s3: this.buildS3Config()
        };
        this.isSingleCommandCLI = Boolean(typeof this.pjson.oclif.commands !== "string" && this.pjson.oclif.commands?.strategy === "single" && this.pjson.oclif.commands?.target);
        this.maybeAdjustDebugSetting();
        await this.loadPluginsAndCommands();
        debug("config done");
        marker?.addDetails({
          commandPermutations: this.commands.length,
          commands: [...this.plugins.values()].reduce((acc, p) => acc + p.commands.length, 0),
          plugins: this.plugins.size,
          topics: this.topics.length
        });
        marker?.stop();
      }
      async loadPluginsAndCommands(opts) {
        const pluginsMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.loadAllPlugins");
        const { errors, plugins } = await this.pluginLoader.loadChildren({
          dataDir: this.dataDir,
          devPlugins: this.options.devPlugins,
          force: opts?.force ?? false,
          pluginAdditions: this.options.pluginAdditions,
          rootPlugin: this.rootPlugin,
          userPlugins: this.options.userPlugins
        });
        this.plugins = plugins;
        pluginsMarker?.stop();
        const commandsMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "config.loadAllCommands");
        for (const plugin of this.plugins.values()) {
          this.loadCommands(plugin);
          this.loadTopics(plugin);
        }
        commandsMarker?.stop();
        for (const error of errors) {
          this.warn(error);
        }
      }
      async loadTheme() {
        if (this.scopedEnvVarTrue("DISABLE_THEME"))
          return;
        const userThemeFile = (0, node_path_1.resolve)(this.configDir, "theme.json");
        const getDefaultTheme = async () => {
          if (!this.pjson.oclif.theme)
            return;
          if (typeof this.pjson.oclif.theme === "string") {
            return (0, fs_1.safeReadJson)((0, node_path_1.resolve)(this.root, this.pjson.oclif.theme));
          }
          return this.pjson.oclif.theme;
        };
        const [defaultTheme, userTheme] = await Promise.all([
          getDefaultTheme(),
          (0, fs_1.safeReadJson)(userThemeFile)
        ]);
        const merged = { ...defaultTheme, ...userTheme };
        return Object.keys(merged).length > 0 ? (0, theme_1.parseTheme)(merged) : void 0;
      }
      macosCacheDir() {
        return this.platform === "darwin" && (0, node_path_1.join)(this.home, "Library", "Caches", this.dirname) || void 0;
      }
      async runCommand(id, argv = [], cachedCommand = null) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runCommand#${id}`);
        debug("runCommand %s %o", id, argv);
        let c = cachedCommand ?? this.findCommand(id);
        if (!c) {
          const matches = this.flexibleTaxonomy ? this.findMatches(id, argv) : [];
          const hookResult = this.flexibleTaxonomy && matches.length > 0 ? await this.runHook("command_incomplete", { argv, id, matches }) : await this.runHook("command_not_found", { argv, id });
          if (hookResult.successes[0])
            return hookResult.successes[0].result;
          if (hookResult.failures[0])
            throw hookResult.failures[0].error;
          throw new errors_1.CLIError(`command ${id} not found`);
        }
        if (this.isJitPluginCommand(c)) {
          const pluginName = c.pluginName;
          const pluginVersion = this.pjson.oclif.jitPlugins[pluginName];
          const jitResult = await this.runHook("jit_plugin_not_installed", {
            argv,
            command: c,
            id,
            pluginName,
            pluginVersion
          });
          if (jitResult.failures[0])
            throw jitResult.failures[0].error;
          if (jitResult.successes[0]) {
            await this.loadPluginsAndCommands({ force: true });
            c = this.findCommand(id) ?? c;
          } else {
            const result2 = await this.runHook("command_not_found", { argv, id });
            if (result2.successes[0])
              return result2.successes[0].result;
            if (result2.failures[0])
              throw result2.failures[0].error;
            throw new errors_1.CLIError(`command ${id} not found`);
          }
        }
        const command = await c.load();
        await this.runHook("prerun", { argv, Command: command });
        const result = await command.run(argv, this);
        if (c.id === "plugins:uninstall") {
          for (const arg of argv)
            this.plugins.delete(arg);
        }
        await this.runHook("postrun", { argv, Command: command, result });
        marker?.addDetails({ command: id, plugin: c.pluginName });
        marker?.stop();
        return result;
      }
      async runHook(event, opts, timeout, captureErrors) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runHook#${event}`);
        debug("start %s hook", event);
        const search = (m) => {
          if (typeof m === "function")
            return m;
          if (m.default && typeof m.default === "function")
            return m.default;
          return Object.values(m).find((m2) => typeof m2 === "function");
        };
        const withTimeout = async (ms, promise) => {
          let id;
          const timeout2 = new Promise((_, reject) => {
            id = setTimeout(() => {
              reject(new Error(`Timed out after ${ms} ms.`));
            }, ms).unref();
          });
          return Promise.race([promise, timeout2]).then((result) => {
            clearTimeout(id);
            return result;
          });
        };
        const final = {
          failures: [],
          successes: []
        };
        const plugins = ROOT_ONLY_HOOKS.has(event) ? [this.rootPlugin] : [...this.plugins.values()];
        const promises = plugins.map(async (p) => {
          const debug2 = (0, logger_1.makeDebug)([p.name, "hooks", event].join(":"));
          const context = {
            config: this,
            debug: debug2,
            error(message, options = {}) {
              (0, errors_1.error)(message, options);
            },
            exit(code = 0) {
              (0, errors_1.exit)(code);
            },
            log(message, ...args) {
              ux_1.ux.stdout(message, ...args);
            },
            warn(message) {
              (0, errors_1.warn)(message);
            }
          };
          const hooks = p.hooks[event] || [];
          for (const hook of hooks) {
            const marker2 = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.runHook#${p.name}(${hook.target})`);
            try {
              const { filePath, isESM, module: module3 } = await (0, module_loader_1.loadWithData)(p, await (0, ts_path_1.tsPath)(p.root, hook.target, p));
              debug2("start", isESM ? "(import)" : "(require)", filePath);
              const hookFn = module3[hook.identifier] ?? (hook.identifier === "default" ? search(module3) : void 0);
              if (!hookFn) {
                debug2("No hook found for hook definition:", hook);
                continue;
              }
              const result = timeout ? await withTimeout(timeout, hookFn.call(context, { ...opts, config: this, context })) : await hookFn.call(context, { ...opts, config: this, context });
              final.successes.push({ plugin: p, result });
              if (p.name === "@oclif/plugin-legacy" && event === "init") {
                this.insertLegacyPlugins(result);
              }
              debug2("done");
            } catch (error) {
              final.failures.push({ error, plugin: p });
              debug2(error);
              if (!captureErrors && error.oclif?.exit !== void 0 && error.oclif?.exit !== 0 && error.code !== "MODULE_NOT_FOUND")
                throw error;
            }
            marker2?.addDetails({
              event,
              hook: hook.target,
              plugin: p.name
            });
            marker2?.stop();
          }
        });
        await Promise.all(promises);
        debug("%s hook done", event);
        marker?.stop();
        return final;
      }
      s3Key(type, ext, options = {}) {
        if (typeof ext === "object")
          options = ext;
        else if (ext)
          options.ext = ext;
        const template = this.updateConfig.s3?.templates?.[options.platform ? "target" : "vanilla"][type] ?? "";
        return ejs_1.default.render(template, { ...this, ...options });
      }
      s3Url(key) {
        const { host } = this.updateConfig.s3 ?? { host: void 0 };
        if (!host)
          throw new Error("no s3 host is set");
        const url = new node_url_1.URL(host);
        url.pathname = (0, node_path_1.join)(url.pathname, key);
        return url.toString();
      }
      scopedEnvVar(k) {
        return process.env[this.scopedEnvVarKeys(k).find((k2) => process.env[k2])];
      }
      /**
       * this DOES NOT account for bin aliases, use scopedEnvVarKeys instead which will account for bin aliases
       * @param k {string}, the unscoped key you want to get the value for
       * @returns {string} returns the env var key
       */
      scopedEnvVarKey(k) {
        return [this.bin, k].map((p) => p.replaceAll("@", "").replaceAll(/[/-]/g, "_")).join("_").toUpperCase();
      }
      /**
       * gets the scoped env var keys for a given key, including bin aliases
       * @param k {string}, the env key e.g. 'debug'
       * @returns {string[]} e.g. ['SF_DEBUG', 'SFDX_DEBUG']
       */
      scopedEnvVarKeys(k) {
        return [this.bin, ...this.binAliases ?? []].filter(Boolean).map((alias) => [alias.replaceAll("@", "").replaceAll(/[/-]/g, "_"), k].join("_").toUpperCase());
      }
      scopedEnvVarTrue(k) {
        const v = this.scopedEnvVar(k);
        return v === "1" || v === "true";
      }
      windowsHome() {
        return this.windowsHomedriveHome() || this.windowsUserprofileHome();
      }
      windowsHomedriveHome() {
        return process.env.HOMEDRIVE && process.env.HOMEPATH && (0, node_path_1.join)(process.env.HOMEDRIVE, process.env.HOMEPATH);
      }
      windowsUserprofileHome() {
        return process.env.USERPROFILE;
      }
      buildS3Config() {
        const s3 = this.pjson.oclif.update?.s3;
        const bucket = this.scopedEnvVar("S3_BUCKET") ?? s3?.bucket;
        const host = s3?.host ?? (bucket && `https://${bucket}.s3.amazonaws.com`);
        const templates = {
          ...s3?.templates,
          target: {
            baseDir: "<%- bin %>",
            manifest: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- platform %>-<%- arch %>",
            unversioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-<%- platform %>-<%- arch %><%- ext %>",
            versioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-v<%- version %>/<%- bin %>-v<%- version %>-<%- platform %>-<%- arch %><%- ext %>",
            ...s3?.templates && s3?.templates.target
          },
          vanilla: {
            baseDir: "<%- bin %>",
            manifest: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %>version",
            unversioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %><%- ext %>",
            versioned: "<%- channel === 'stable' ? '' : 'channels/' + channel + '/' %><%- bin %>-v<%- version %>/<%- bin %>-v<%- version %><%- ext %>",
            ...s3?.templates && s3?.templates.vanilla
          }
        };
        return {
          bucket,
          host,
          templates
        };
      }
      getCmdLookupId(id) {
        if (this._commands.has(id))
          return id;
        if (this.commandPermutations.hasValid(id))
          return this.commandPermutations.getValid(id);
        return id;
      }
      getTopicLookupId(id) {
        if (this._topics.has(id))
          return id;
        if (this.topicPermutations.hasValid(id))
          return this.topicPermutations.getValid(id);
        return id;
      }
      /**
       * Insert legacy plugins
       *
       * Replace invalid CLI plugins (cli-engine plugins, mostly Heroku) loaded via `this.loadPlugins`
       * with oclif-compatible ones returned by @oclif/plugin-legacy init hook.
       *
       * @param plugins array of oclif-compatible plugins
       */
      insertLegacyPlugins(plugins) {
        for (const plugin of plugins) {
          this.plugins.set(plugin.name, plugin);
          for (const cmd of plugin.commands ?? []) {
            this._commands.delete(cmd.id);
            for (const alias of [...cmd.aliases ?? [], ...cmd.hiddenAliases ?? []]) {
              this._commands.delete(alias);
            }
          }
          this.loadCommands(plugin);
        }
      }
      isJitPluginCommand(c) {
        return Object.keys(this.pjson.oclif.jitPlugins ?? {}).includes(c.pluginName ?? "") && Boolean(c?.pluginName && !this.plugins.has(c.pluginName));
      }
      loadCommands(plugin) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadCommands#${plugin.name}`, { plugin: plugin.name });
        for (const command of plugin.commands) {
          if (this._commands.has(command.id)) {
            const prioritizedCommand = (0, determine_priority_1.determinePriority)(this.pjson.oclif.plugins ?? [], [
              this._commands.get(command.id),
              command
            ]);
            this._commands.set(prioritizedCommand.id, prioritizedCommand);
          } else {
            this._commands.set(command.id, command);
          }
          const permutations = this.flexibleTaxonomy && command.permutations === void 0 ? (0, util_3.getCommandIdPermutations)(command.id) : command.permutations ?? [command.id];
          for (const permutation of permutations) {
            this.commandPermutations.add(permutation, command.id);
          }
          const handleAlias = (alias, hidden = false) => {
            const aliasWithDefaultTopicSeparator = (0, ids_1.toStandardizedId)(alias, this);
            if (this._commands.has(aliasWithDefaultTopicSeparator)) {
              const prioritizedCommand = (0, determine_priority_1.determinePriority)(this.pjson.oclif.plugins ?? [], [
                this._commands.get(aliasWithDefaultTopicSeparator),
                command
              ]);
              this._commands.set(aliasWithDefaultTopicSeparator, {
                ...prioritizedCommand,
                id: aliasWithDefaultTopicSeparator
              });
            } else {
              this._commands.set(aliasWithDefaultTopicSeparator, { ...command, hidden, id: aliasWithDefaultTopicSeparator });
            }
            const aliasPermutations = this.flexibleTaxonomy && command.aliasPermutations === void 0 ? (0, util_3.getCommandIdPermutations)(aliasWithDefaultTopicSeparator) : command.permutations ?? [aliasWithDefaultTopicSeparator];
            for (const permutation of aliasPermutations) {
              this.commandPermutations.add(permutation, command.id);
            }
          };
          for (const alias of command.aliases ?? []) {
            handleAlias(alias);
          }
          for (const alias of command.hiddenAliases ?? []) {
            handleAlias(alias, true);
          }
        }
        marker?.addDetails({ commandCount: plugin.commands.length });
        marker?.stop();
      }
      loadTopics(plugin) {
        const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, `config.loadTopics#${plugin.name}`, { plugin: plugin.name });
        for (const topic of (0, util_2.compact)(plugin.topics)) {
          const existing = this._topics.get(topic.name);
          if (existing) {
            existing.description = topic.description || existing.description;
            existing.hidden = existing.hidden || topic.hidden;
          } else {
            this._topics.set(topic.name, topic);
          }
          const permutations = this.flexibleTaxonomy ? (0, util_3.getCommandIdPermutations)(topic.name) : [topic.name];
          for (const permutation of permutations) {
            this.topicPermutations.add(permutation, topic.name);
          }
        }
        for (const c of plugin.commands.filter((c2) => !c2.hidden)) {
          const parts = c.id.split(":");
          while (parts.length > 0) {
            const name = parts.join(":");
            if (name && !this._topics.has(name)) {
              this._topics.set(name, { description: c.summary || c.description, name });
            }
            parts.pop();
          }
        }
        marker?.stop();
      }
      maybeAdjustDebugSetting() {
        if (this.scopedEnvVarTrue("DEBUG")) {
          settings_1.settings.debug = true;
          displayWarnings();
        }
      }
      warn(err, scope) {
        if (this.warned)
          return;
        if (typeof err === "string") {
          process.emitWarning(err);
          return;
        }
        if (err instanceof Error) {
          const modifiedErr = err;
          modifiedErr.name = `${err.name} Plugin: ${this.name}`;
          modifiedErr.detail = (0, util_2.compact)([
            err.detail,
            `module: ${this._base}`,
            scope && `task: ${scope}`,
            `plugin: ${this.name}`,
            `root: ${this.root}`,
            "See more details with DEBUG=*"
          ]).join("\n");
          process.emitWarning(err);
          return;
        }
        process.emitWarning("Config.warn expected either a string or Error, but instead received an object");
        err.name = `${err.name} Plugin: ${this.name}`;
        err.detail = (0, util_2.compact)([
          err.detail,
          `module: ${this._base}`,
          scope && `task: ${scope}`,
          `plugin: ${this.name}`,
          `root: ${this.root}`,
          "See more details with DEBUG=*"
        ]).join("\n");
        process.emitWarning(JSON.stringify(err));
      }
    };
    exports2.Config = Config;
  }
});

// ../node_modules/@oclif/core/lib/config/index.js
var require_config2 = __commonJS({
  "../node_modules/@oclif/core/lib/config/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.tsPath = exports2.Plugin = exports2.Config = void 0;
    var config_1 = require_config();
    Object.defineProperty(exports2, "Config", { enumerable: true, get: function() {
      return config_1.Config;
    } });
    var plugin_1 = require_plugin();
    Object.defineProperty(exports2, "Plugin", { enumerable: true, get: function() {
      return plugin_1.Plugin;
    } });
    var ts_path_1 = require_ts_path();
    Object.defineProperty(exports2, "tsPath", { enumerable: true, get: function() {
      return ts_path_1.tsPath;
    } });
  }
});

// ../node_modules/wordwrap/index.js
var require_wordwrap = __commonJS({
  "../node_modules/wordwrap/index.js"(exports2, module2) {
    var wordwrap = module2.exports = function(start, stop, params) {
      if (typeof start === "object") {
        params = start;
        start = params.start;
        stop = params.stop;
      }
      if (typeof stop === "object") {
        params = stop;
        start = start || params.start;
        stop = void 0;
      }
      if (!stop) {
        stop = start;
        start = 0;
      }
      if (!params) params = {};
      var mode = params.mode || "soft";
      var re = mode === "hard" ? /\b/ : /(\S+\s+)/;
      return function(text) {
        var chunks = text.toString().split(re).reduce(function(acc, x) {
          if (mode === "hard") {
            for (var i = 0; i < x.length; i += stop - start) {
              acc.push(x.slice(i, i + stop - start));
            }
          } else acc.push(x);
          return acc;
        }, []);
        return chunks.reduce(function(lines, rawChunk) {
          if (rawChunk === "") return lines;
          var chunk = rawChunk.replace(/\t/g, "    ");
          var i = lines.length - 1;
          if (lines[i].length + chunk.length > stop) {
            lines[i] = lines[i].replace(/\s+$/, "");
            chunk.split(/\n/).forEach(function(c) {
              lines.push(
                new Array(start + 1).join(" ") + c.replace(/^\s+/, "")
              );
            });
          } else if (chunk.match(/\n/)) {
            var xs = chunk.split(/\n/);
            lines[i] += xs.shift();
            xs.forEach(function(c) {
              lines.push(
                new Array(start + 1).join(" ") + c.replace(/^\s+/, "")
              );
            });
          } else {
            lines[i] += chunk;
          }
          return lines;
        }, [new Array(start + 1).join(" ")]).join("\n");
      };
    };
    wordwrap.soft = wordwrap;
    wordwrap.hard = function(start, stop) {
      return wordwrap(start, stop, { mode: "hard" });
    };
  }
});

// ../node_modules/@oclif/core/lib/ux/list.js
var require_list = __commonJS({
  "../node_modules/@oclif/core/lib/ux/list.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.default = renderList;
    var wordwrap = require_wordwrap();
    var screen_1 = require_screen();
    var util_1 = require_util();
    function linewrap(length, s) {
      return wordwrap(length, screen_1.stdtermwidth, {
        skipScheme: "ansi-color"
      })(s).trim();
    }
    function renderList(items) {
      if (items.length === 0) {
        return "";
      }
      const maxLength = (0, util_1.maxBy)(items, (item) => item[0].length)?.[0].length ?? 0;
      const lines = items.map((i) => {
        let left = i[0];
        let right = i[1];
        if (!right) {
          return left;
        }
        left = left.padEnd(maxLength);
        right = linewrap(maxLength + 2, right);
        return `${left}  ${right}`;
      });
      return lines.join("\n");
    }
  }
});

// ../node_modules/@oclif/core/lib/parser/errors.js
var require_errors2 = __commonJS({
  "../node_modules/@oclif/core/lib/parser/errors.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ViolatedFlagConstraintError = exports2.FailedFlagValidationError = exports2.ArgInvalidOptionError = exports2.FlagInvalidOptionError = exports2.NonExistentFlagsError = exports2.UnexpectedArgsError = exports2.RequiredArgsError = exports2.InvalidArgsSpecError = exports2.CLIParseError = exports2.CLIError = void 0;
    var cache_1 = __importDefault(require_cache());
    var errors_1 = require_errors();
    var util_1 = require_util();
    var list_1 = __importDefault(require_list());
    var theme_1 = require_theme2();
    var errors_2 = require_errors();
    Object.defineProperty(exports2, "CLIError", { enumerable: true, get: function() {
      return errors_2.CLIError;
    } });
    var CLIParseError = class extends errors_1.CLIError {
      parse;
      showHelp = false;
      constructor(options) {
        options.message += "\nSee more help with --help";
        super(options.message, { exit: options.exit });
        this.parse = options.parse;
      }
    };
    exports2.CLIParseError = CLIParseError;
    var InvalidArgsSpecError = class extends CLIParseError {
      args;
      constructor({ args, exit, parse, reason }) {
        let message = "Invalid argument spec";
        if (reason) {
          message += `: ${reason}`;
        }
        const namedArgs = Object.values(args).filter((a) => a.name);
        if (namedArgs.length > 0) {
          const list = (0, list_1.default)(namedArgs.map((a) => [`${a.name} (${a.required ? "required" : "optional"})`, a.description]));
          message += `:
${list}`;
        }
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.invalidArgsSpec ?? exit, message, parse });
        this.args = args;
      }
    };
    exports2.InvalidArgsSpecError = InvalidArgsSpecError;
    var RequiredArgsError = class extends CLIParseError {
      args;
      constructor({ args, exit, flagsWithMultiple, parse }) {
        let message = `Missing ${args.length} required arg${args.length === 1 ? "" : "s"}`;
        const namedArgs = args.filter((a) => a.name);
        if (namedArgs.length > 0) {
          const list = (0, list_1.default)(namedArgs.map((a) => {
            const description = a.options ? `(${a.options.join("|")}) ${a.description}` : a.description;
            return [a.name, description];
          }));
          message += `:
${list}`;
        }
        if (flagsWithMultiple?.length) {
          const flags = flagsWithMultiple.map((f) => `--${f}`).join(", ");
          message += `

Note: ${flags} allow${flagsWithMultiple.length === 1 ? "s" : ""} multiple values. Because of this you need to provide all arguments before providing ${flagsWithMultiple.length === 1 ? "that flag" : "those flags"}.`;
          message += '\nAlternatively, you can use "--" to signify the end of the flags and the beginning of arguments.';
        }
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.requiredArgs ?? exit, message, parse });
        this.args = args;
        this.showHelp = true;
      }
    };
    exports2.RequiredArgsError = RequiredArgsError;
    var UnexpectedArgsError = class extends CLIParseError {
      args;
      constructor({ args, exit, parse }) {
        const message = `Unexpected argument${args.length === 1 ? "" : "s"}: ${args.join(", ")}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.unexpectedArgs ?? exit, message, parse });
        this.args = args;
        this.showHelp = true;
      }
    };
    exports2.UnexpectedArgsError = UnexpectedArgsError;
    var NonExistentFlagsError = class extends CLIParseError {
      flags;
      constructor({ exit, flags, parse }) {
        const message = `Nonexistent flag${flags.length === 1 ? "" : "s"}: ${flags.join(", ")}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.nonExistentFlag ?? exit, message, parse });
        this.flags = flags;
        this.showHelp = true;
      }
    };
    exports2.NonExistentFlagsError = NonExistentFlagsError;
    var FlagInvalidOptionError = class extends CLIParseError {
      constructor(flag, input) {
        const message = `Expected --${flag.name}=${input} to be one of: ${flag.options.join(", ")}`;
        super({ message, parse: {} });
      }
    };
    exports2.FlagInvalidOptionError = FlagInvalidOptionError;
    var ArgInvalidOptionError = class extends CLIParseError {
      constructor(arg, input) {
        const message = `Expected ${input} to be one of: ${arg.options.join(", ")}`;
        super({ message, parse: {} });
      }
    };
    exports2.ArgInvalidOptionError = ArgInvalidOptionError;
    var FailedFlagValidationError = class extends CLIParseError {
      constructor({ exit, failed, parse }) {
        const reasons = failed.map((r) => r.reason);
        const deduped = (0, util_1.uniq)(reasons);
        const errString = deduped.length === 1 ? "error" : "errors";
        const message = `The following ${errString} occurred:
  ${(0, theme_1.colorize)("dim", deduped.join("\n  "))}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.failedFlagValidation ?? exit, message, parse });
      }
    };
    exports2.FailedFlagValidationError = FailedFlagValidationError;
    var ViolatedFlagConstraintError = class extends CLIParseError {
      constructor({ exit, failed, parse }) {
        const reasons = failed.map((r) => r.reason);
        const deduped = (0, util_1.uniq)(reasons);
        const errString = deduped.length === 1 ? "error" : "errors";
        const message = `The following ${errString} occurred:
 ${(0, theme_1.colorize)("dim", deduped.join("\n"))}`;
        super({ exit: cache_1.default.getInstance().get("exitCodes")?.violatedFlagConstraint ?? exit, message, parse });
      }
    };
    exports2.ViolatedFlagConstraintError = ViolatedFlagConstraintError;
  }
});

// ../node_modules/@oclif/core/lib/parser/parse.js
var require_parse3 = __commonJS({
  "../node_modules/@oclif/core/lib/parser/parse.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Parser = exports2.readStdin = void 0;
    var node_os_1 = require("node:os");
    var node_readline_1 = require("node:readline");
    var cache_1 = __importDefault(require_cache());
    var logger_1 = require_logger();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    var debug;
    try {
      debug = process.env.CLI_FLAGS_DEBUG === "1" ? (0, logger_1.makeDebug)("parser") : () => {
      };
    } catch {
      debug = () => {
      };
    }
    var readStdin = async () => {
      const { stdin, stdout } = process;
      if (stdin.isTTY)
        return null;
      if (globalThis.oclif?.stdinCache) {
        debug("resolved stdin from global cache", globalThis.oclif.stdinCache);
        return globalThis.oclif.stdinCache;
      }
      return new Promise((resolve) => {
        const lines = [];
        const ac = new AbortController();
        const { signal } = ac;
        const timeout = setTimeout(() => ac.abort(), 10);
        const rl = (0, node_readline_1.createInterface)({
          input: stdin,
          output: stdout,
          terminal: false
        });
        rl.on("line", (line) => {
          lines.push(line);
        });
        rl.once("close", () => {
          const result = lines.join(node_os_1.EOL);
          clearTimeout(timeout);
          debug("resolved from stdin", result);
          globalThis.oclif = { ...globalThis.oclif, stdinCache: result };
          resolve(result);
        });
        signal.addEventListener("abort", () => {
          debug("stdin aborted");
          clearTimeout(timeout);
          rl.close();
          resolve(null);
        }, { once: true });
      });
    };
    exports2.readStdin = readStdin;
    function isNegativeNumber(input) {
      return /^-\d/g.test(input);
    }
    var validateOptions = (flag, input) => {
      if (flag.options && !flag.options.includes(input))
        throw new errors_1.FlagInvalidOptionError(flag, input);
      return input;
    };
    var NEGATION = "--no-";
    var Parser = class {
      input;
      argv;
      booleanFlags;
      context;
      currentFlag;
      flagAliases;
      raw = [];
      constructor(input) {
        this.input = input;
        this.context = input.context ?? {};
        this.argv = [...input.argv];
        this._setNames();
        this.booleanFlags = (0, util_1.pickBy)(input.flags, (f) => f.type === "boolean");
        this.flagAliases = Object.fromEntries(Object.values(input.flags).flatMap((flag) => [...flag.aliases ?? [], ...flag.charAliases ?? []].map((a) => [a, flag])));
      }
      get _argTokens() {
        return this.raw.filter((o) => o.type === "arg");
      }
      async parse() {
        this._debugInput();
        const parseFlag = async (arg) => {
          const { isLong, name } = this.findFlag(arg);
          if (!name) {
            const i = arg.indexOf("=");
            if (i !== -1) {
              const sliced = arg.slice(i + 1);
              this.argv.unshift(sliced);
              const equalsParsed = await parseFlag(arg.slice(0, i));
              if (!equalsParsed) {
                this.argv.shift();
              }
              return equalsParsed;
            }
            return false;
          }
          const flag = this.input.flags[name];
          if (flag.type === "option") {
            if (!flag.multiple && this.raw.some((o) => o.type === "flag" && o.flag === name)) {
              throw new errors_1.CLIError(`Flag --${name} can only be specified once`);
            }
            this.currentFlag = flag;
            let input = isLong || arg.length < 3 ? this.argv.shift() : arg.slice(arg[2] === "=" ? 3 : 2);
            if (flag.allowStdin === "only" && input !== "-" && input !== void 0 && !this.findFlag(input).name) {
              throw new errors_1.CLIError(`Flag --${name} can only be read from stdin. The value must be "-" or not provided at all.`);
            }
            if (flag.allowStdin && input === "-" || flag.allowStdin === "only") {
              const stdin = await (0, exports2.readStdin)();
              if (stdin) {
                input = stdin.trim();
              }
            }
            if (typeof input !== "string" || this.findFlag(input).name) {
              if (flag.options) {
                throw new errors_1.CLIError(`Flag --${name} expects one of these values: ${flag.options.join(", ")}`);
              }
              throw new errors_1.CLIError(`Flag --${name} expects a value`);
            }
            this.raw.push({ flag: flag.name, input, type: "flag" });
          } else {
            this.raw.push({ flag: flag.name, input: arg, type: "flag" });
            if (!isLong && arg.length > 2) {
              this.argv.unshift(`-${arg.slice(2)}`);
            }
          }
          return true;
        };
        let parsingFlags = true;
        const nonExistentFlags = [];
        let dashdash = false;
        const originalArgv = [...this.argv];
        while (this.argv.length > 0) {
          const input = this.argv.shift();
          if (parsingFlags && input.startsWith("-") && input !== "-") {
            if (this.input["--"] !== false && input === "--") {
              parsingFlags = false;
              continue;
            }
            if (await parseFlag(input)) {
              continue;
            }
            if (input === "--") {
              dashdash = true;
              continue;
            }
            if (this.input["--"] !== false && !isNegativeNumber(input)) {
              nonExistentFlags.push(input);
              continue;
            }
          }
          if (parsingFlags && this.currentFlag && this.currentFlag.multiple && !this.currentFlag.multipleNonGreedy) {
            this.raw.push({ flag: this.currentFlag.name, input, type: "flag" });
            continue;
          }
          const arg = Object.keys(this.input.args)[this._argTokens.length];
          this.raw.push({ arg, input, type: "arg" });
        }
        const [{ args, argv }, { flags, metadata }] = await Promise.all([this._args(), this._flags()]);
        this._debugOutput(argv, args, flags);
        const unsortedArgv = dashdash ? [...argv, ...nonExistentFlags, "--"] : [...argv, ...nonExistentFlags];
        return {
          args,
          argv: unsortedArgv.sort((a, b) => originalArgv.indexOf(a) - originalArgv.indexOf(b)),
          flags,
          metadata,
          nonExistentFlags,
          raw: this.raw
        };
      }
      async _args() {
        const argv = [];
        const args = {};
        const tokens = this._argTokens;
        let stdinRead = false;
        const ctx = this.context;
        const parseArgInput = async (name, arg, input) => {
          if (arg.options && !arg.options.includes(input)) {
            throw new errors_1.ArgInvalidOptionError(arg, input);
          }
          ctx.token = { arg: name, input, type: "arg" };
          const parsed = await arg.parse(input, ctx, arg);
          argv.push(parsed);
          args[name] = parsed;
        };
        const applyDefault = async (name, arg) => {
          if (args[name] !== void 0)
            return;
          if (!arg.default && arg.default !== false)
            return;
          const value = typeof arg.default === "function" ? await arg.default() : arg.default;
          if (Array.isArray(value)) {
            for (const v of value)
              argv.push(v);
          } else {
            argv.push(value);
          }
          args[name] = value;
        };
        const tryStdin = async (name, arg) => {
          if (arg.ignoreStdin || stdinRead)
            return;
          let stdin = await (0, exports2.readStdin)();
          stdinRead = true;
          if (!stdin)
            return;
          stdin = stdin.trim();
          await parseArgInput(name, arg, stdin);
        };
        const argEntries = Object.entries(this.input.args);
        const variadicIndex = argEntries.findIndex(([, arg]) => arg.multiple);
        if (variadicIndex === -1) {
          for (const [name, arg] of argEntries) {
            const token = tokens.find((t) => t.arg === name);
            ctx.token = token;
            await (token ? parseArgInput(name, arg, token.input) : tryStdin(name, arg));
            await applyDefault(name, arg);
          }
          for (const token of tokens) {
            if (args[token.arg] !== void 0)
              continue;
            argv.push(token.input);
          }
        } else {
          const tokenInputs = tokens.map((t) => t.input);
          for (let i = 0; i < variadicIndex; i++) {
            const [name, arg] = argEntries[i];
            const input = tokenInputs.shift();
            await (input === void 0 ? tryStdin(name, arg) : parseArgInput(name, arg, input));
            await applyDefault(name, arg);
          }
          const postVariadicParsing = [];
          for (let i = argEntries.length - 1; i > variadicIndex; i--) {
            const [name, arg] = argEntries[i];
            const input = tokenInputs.pop();
            if (input !== void 0) {
              postVariadicParsing.unshift({ arg, input, name });
            }
          }
          const [variadicName, variadicArg] = argEntries[variadicIndex];
          if (tokenInputs.length > 0) {
            const parsedValues = [];
            for (const input of tokenInputs) {
              await parseArgInput(variadicName, variadicArg, input);
              parsedValues.push(args[variadicName]);
            }
            args[variadicName] = parsedValues;
          }
          for (const { arg, input, name } of postVariadicParsing) {
            await parseArgInput(name, arg, input);
          }
          await applyDefault(variadicName, variadicArg);
          for (let i = variadicIndex + 1; i < argEntries.length; i++) {
            const [name, arg] = argEntries[i];
            await applyDefault(name, arg);
          }
        }
        return { args, argv };
      }
      _debugInput() {
        debug("input: %s", this.argv.join(" "));
        const args = Object.keys(this.input.args);
        if (args.length > 0) {
          debug("available args: %s", args.join(" "));
        }
        if (Object.keys(this.input.flags).length === 0)
          return;
        debug("available flags: %s", Object.keys(this.input.flags).map((f) => `--${f}`).join(" "));
      }
      _debugOutput(args, flags, argv) {
        if (argv.length > 0) {
          debug("argv: %o", argv);
        }
        if (Object.keys(args).length > 0) {
          debug("args: %o", args);
        }
        if (Object.keys(flags).length > 0) {
          debug("flags: %o", flags);
        }
      }
      async _flags() {
        const parseFlagOrThrowError = async (input, flag, context, token) => {
          if (!flag.parse)
            return input;
          const ctx = {
            ...context,
            error: context?.error,
            exit: context?.exit,
            jsonEnabled: context?.jsonEnabled,
            log: context?.log,
            logToStderr: context?.logToStderr,
            token,
            warn: context?.warn
          };
          try {
            if (flag.type === "boolean") {
              return await flag.parse(input, ctx, flag);
            }
            return await flag.parse(input, ctx, flag);
          } catch (error) {
            error.message = `Parsing --${flag.name} 
	${error.message}
See more help with --help`;
            if (cache_1.default.getInstance().get("exitCodes")?.failedFlagParsing)
              error.oclif = { exit: cache_1.default.getInstance().get("exitCodes")?.failedFlagParsing };
            throw error;
          }
        };
        const addValueFunction = (fws) => {
          const tokenLength = fws.tokens?.length;
          if (tokenLength) {
            if (fws.inputFlag.flag.type === "boolean" && (0, util_1.last)(fws.tokens)?.input) {
              const doesNotContainNegation = (i) => {
                const possibleNegations = [i.inputFlag.name, ...i.inputFlag.flag.aliases ?? []].map((n) => `${NEGATION}${n}`);
                const input = (0, util_1.last)(i.tokens)?.input;
                if (!input)
                  return true;
                return !possibleNegations.includes(input);
              };
              return {
                ...fws,
                valueFunction: async (i) => parseFlagOrThrowError(doesNotContainNegation(i), i.inputFlag.flag, this.context, (0, util_1.last)(i.tokens))
              };
            }
            if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.delimiter && fws.inputFlag.flag.multiple) {
              const makeDelimiter = (delimiter) => new RegExp(`(?<!\\\\)${delimiter}`);
              return {
                ...fws,
                valueFunction: async (i) => (await Promise.all((i.tokens ?? []).flatMap((token) => token.input.split(makeDelimiter(i.inputFlag.flag.delimiter ?? ","))).map((v) => v.trim().replaceAll(new RegExp(`\\\\${i.inputFlag.flag.delimiter}`, "g"), i.inputFlag.flag.delimiter ?? ",").replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1")).map(async (v) => parseFlagOrThrowError(v, i.inputFlag.flag, this.context, {
                  ...(0, util_1.last)(i.tokens),
                  input: v
                })))).map((v) => validateOptions(i.inputFlag.flag, v))
              };
            }
            if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.multiple) {
              return {
                ...fws,
                valueFunction: async (i) => Promise.all((fws.tokens ?? []).map((token) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, token.input), i.inputFlag.flag, this.context, token)))
              };
            }
            if (fws.inputFlag.flag.type === "option") {
              return {
                ...fws,
                valueFunction: async (i) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, (0, util_1.last)(fws.tokens)?.input), i.inputFlag.flag, this.context, (0, util_1.last)(fws.tokens))
              };
            }
          }
          if (fws.inputFlag.flag.env && process.env[fws.inputFlag.flag.env]) {
            const valueFromEnv = process.env[fws.inputFlag.flag.env];
            if (fws.inputFlag.flag.type === "option" && valueFromEnv) {
              return {
                ...fws,
                valueFunction: async (i) => parseFlagOrThrowError(validateOptions(i.inputFlag.flag, valueFromEnv), i.inputFlag.flag, this.context)
              };
            }
            if (fws.inputFlag.flag.type === "boolean") {
              return {
                ...fws,
                valueFunction: async (i) => (0, util_1.isTruthy)(process.env[i.inputFlag.flag.env] ?? "false")
              };
            }
          }
          if (typeof fws.inputFlag.flag.default !== void 0) {
            return {
              ...fws,
              metadata: { setFromDefault: true },
              valueFunction: typeof fws.inputFlag.flag.default === "function" ? (i, allFlags = {}) => fws.inputFlag.flag.default({ flags: allFlags, options: i.inputFlag.flag }) : async () => fws.inputFlag.flag.default
            };
          }
          return fws;
        };
        const addHelpFunction = (fws) => {
          if (fws.inputFlag.flag.type === "option" && fws.inputFlag.flag.defaultHelp) {
            return {
              ...fws,
              helpFunction: typeof fws.inputFlag.flag.defaultHelp === "function" ? (i, flags, ...context) => (
                // @ts-expect-error flag type isn't specific enough to know defaultHelp will definitely be there
                i.inputFlag.flag.defaultHelp({ flags, options: i.inputFlag }, ...context)
              ) : (
                // @ts-expect-error flag type isn't specific enough to know defaultHelp will definitely be there
                (i) => i.inputFlag.flag.defaultHelp
              )
            };
          }
          return fws;
        };
        const addDefaultHelp = async (fwsArray) => {
          const valueReferenceForHelp = fwsArrayToObject(flagsWithAllValues.filter((fws) => !fws.metadata?.setFromDefault));
          return Promise.all(fwsArray.map(async (fws) => {
            try {
              if (fws.helpFunction) {
                return {
                  ...fws,
                  metadata: {
                    ...fws.metadata,
                    defaultHelp: await fws.helpFunction?.(fws, valueReferenceForHelp, this.context)
                  }
                };
              }
            } catch {
            }
            return fws;
          }));
        };
        const fwsArrayToObject = (fwsArray) => Object.fromEntries(fwsArray.filter((fws) => fws.value !== void 0).map((fws) => [fws.inputFlag.name, fws.value]));
        const flagTokenMap = this.mapAndValidateFlags();
        const flagsWithValues = await Promise.all(Object.entries(this.input.flags).filter(([name, flag]) => flag.type === "boolean" || flag.env || flag.default !== void 0 || "defaultHelp" in flag || flagTokenMap.has(name)).map(([name, flag]) => ({ inputFlag: { flag, name }, tokens: flagTokenMap.get(name) })).map((fws) => addValueFunction(fws)).filter((fws) => fws.valueFunction !== void 0).map((fws) => addHelpFunction(fws)).map(async (fws) => fws.metadata?.setFromDefault ? fws : { ...fws, value: await fws.valueFunction?.(fws) }));
        const valueReference = fwsArrayToObject(flagsWithValues.filter((fws) => !fws.metadata?.setFromDefault));
        const flagsWithAllValues = await Promise.all(flagsWithValues.map(async (fws) => fws.metadata?.setFromDefault ? { ...fws, value: await fws.valueFunction?.(fws, valueReference) } : fws));
        const finalFlags = flagsWithAllValues.some((fws) => typeof fws.helpFunction === "function") ? await addDefaultHelp(flagsWithAllValues) : flagsWithAllValues;
        return {
          flags: fwsArrayToObject(finalFlags),
          metadata: {
            flags: Object.fromEntries(finalFlags.filter((fws) => fws.metadata).map((fws) => [fws.inputFlag.name, fws.metadata]))
          }
        };
      }
      _setNames() {
        for (const k of Object.keys(this.input.flags)) {
          this.input.flags[k].name = k;
        }
        for (const k of Object.keys(this.input.args)) {
          this.input.args[k].name = k;
        }
      }
      findFlag(arg) {
        const isLong = arg.startsWith("--");
        const short = isLong ? false : arg.startsWith("-");
        const name = isLong ? this.findLongFlag(arg) : short ? this.findShortFlag(arg) : void 0;
        return { isLong, name };
      }
      findLongFlag(arg) {
        const name = arg.slice(2);
        if (this.input.flags[name]) {
          return name;
        }
        if (this.flagAliases[name]) {
          return this.flagAliases[name].name;
        }
        if (arg.startsWith(NEGATION)) {
          const flag = this.booleanFlags[arg.slice(NEGATION.length)];
          if (flag && flag.allowNo)
            return flag.name;
          const flagAlias = this.flagAliases[arg.slice(NEGATION.length)];
          if (flagAlias && flagAlias.type === "boolean" && flagAlias.allowNo) {
            return flagAlias.name;
          }
        }
      }
      findShortFlag([_, char]) {
        if (this.flagAliases[char]) {
          return this.flagAliases[char].name;
        }
        return Object.keys(this.input.flags).find((k) => this.input.flags[k].char === char && char !== void 0 && this.input.flags[k].char !== void 0);
      }
      mapAndValidateFlags() {
        const flagTokenMap = /* @__PURE__ */ new Map();
        for (const token of this.raw.filter((o) => o.type === "flag")) {
          if (!(token.flag in this.input.flags)) {
            throw new errors_1.CLIError(`Unexpected flag ${token.flag}`);
          }
          const existing = flagTokenMap.get(token.flag) ?? [];
          flagTokenMap.set(token.flag, [...existing, token]);
        }
        return flagTokenMap;
      }
    };
    exports2.Parser = Parser;
  }
});

// ../node_modules/@oclif/core/lib/parser/validate.js
var require_validate = __commonJS({
  "../node_modules/@oclif/core/lib/parser/validate.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.validate = validate;
    var util_1 = require_util();
    var errors_1 = require_errors2();
    async function validate(parse) {
      let cachedResolvedFlags;
      function validateArgs() {
        const argEntries = Object.entries(parse.input.args);
        const variadicIndex = argEntries.findIndex(([, arg]) => arg.multiple);
        if (variadicIndex !== -1) {
          const secondVariadic = argEntries.findIndex(([, arg], i) => i > variadicIndex && arg.multiple);
          if (secondVariadic !== -1) {
            throw new errors_1.InvalidArgsSpecError({
              args: parse.input.args,
              parse,
              reason: "only one variadic arg (multiple: true) is allowed"
            });
          }
          for (let i = 0; i < variadicIndex; i++) {
            if (!argEntries[i][1].required) {
              throw new errors_1.InvalidArgsSpecError({
                args: parse.input.args,
                parse,
                reason: `args before a variadic arg must be required, but "${argEntries[i][0]}" is optional`
              });
            }
          }
          for (let i = variadicIndex + 1; i < argEntries.length; i++) {
            if (!argEntries[i][1].required) {
              throw new errors_1.InvalidArgsSpecError({
                args: parse.input.args,
                parse,
                reason: `args after a variadic arg must be required, but "${argEntries[i][0]}" is optional`
              });
            }
          }
        }
        const variadicArgFound = variadicIndex !== -1;
        if (parse.output.nonExistentFlags?.length > 0) {
          throw new errors_1.NonExistentFlagsError({
            flags: parse.output.nonExistentFlags,
            parse
          });
        }
        const maxArgs = Object.keys(parse.input.args).length;
        const hasVariadicArg = Object.values(parse.input.args).some((arg) => arg.multiple);
        if (parse.input.strict && !hasVariadicArg && parse.output.argv.length > maxArgs) {
          const extras = parse.output.argv.slice(maxArgs);
          throw new errors_1.UnexpectedArgsError({
            args: extras,
            parse
          });
        }
        const missingRequiredArgs = [];
        let hasOptional = false;
        for (const [name, arg] of Object.entries(parse.input.args)) {
          if (!arg.required) {
            hasOptional = true;
          } else if (hasOptional && !variadicArgFound) {
            throw new errors_1.InvalidArgsSpecError({
              args: parse.input.args,
              parse
            });
          }
          if (arg.required && parse.output.args[name] === void 0) {
            missingRequiredArgs.push(arg);
          }
        }
        if (missingRequiredArgs.length > 0) {
          const flagsWithMultiple = Object.entries(parse.input.flags).filter(([_, flagDef]) => flagDef.type === "option" && Boolean(flagDef.multiple)).map(([name]) => name);
          throw new errors_1.RequiredArgsError({
            args: missingRequiredArgs,
            flagsWithMultiple,
            parse
          });
        }
      }
      async function validateFlags() {
        const promises = Object.entries(parse.input.flags).flatMap(([name, flag]) => {
          if (parse.output.flags[name] !== void 0) {
            return [
              ...flag.relationships ? validateRelationships(name, flag) : [],
              ...flag.dependsOn ? [validateDependsOn(name, flag.dependsOn)] : [],
              ...flag.exclusive ? [validateExclusive(name, flag.exclusive)] : [],
              ...flag.combinable ? [validateCombinable(name, flag.combinable)] : [],
              ...flag.exactlyOne ? [validateExactlyOne(name, flag.exactlyOne)] : []
            ];
          }
          if (flag.required) {
            return [{ name, reason: `Missing required flag ${name}`, status: "failed", validationFn: "required" }];
          }
          if (flag.exactlyOne && flag.exactlyOne.length > 0) {
            return [validateExactlyOneAcrossFlags(flag)];
          }
          if (flag.atLeastOne && flag.atLeastOne.length > 0) {
            return [validateAtLeastOneAcrossFlags(flag)];
          }
          return [];
        });
        const results = await Promise.all(promises);
        const failed = results.filter((r) => r.status === "failed");
        if (failed.length > 0)
          throw new errors_1.FailedFlagValidationError({
            failed,
            parse
          });
      }
      function validateConstraints() {
        if (parse.input.constraints) {
          const validations = parse.input.constraints.map((c) => c._evaluateAgainstFlags(parse.output.flags));
          const failed = validations.filter((v) => v.status === "failed");
          if (failed.length > 0) {
            throw new errors_1.ViolatedFlagConstraintError({
              failed,
              parse
            });
          }
        }
      }
      async function resolveFlags(flags) {
        if (cachedResolvedFlags)
          return cachedResolvedFlags;
        const promises = flags.map(async (flag) => {
          if (typeof flag === "string") {
            return [flag, parse.output.flags[flag]];
          }
          const result = await flag.when(parse.output.flags);
          return result ? [flag.name, parse.output.flags[flag.name]] : null;
        });
        const resolved = await Promise.all(promises);
        cachedResolvedFlags = Object.fromEntries(resolved.filter((r) => r !== null));
        return cachedResolvedFlags;
      }
      const getPresentFlags = (flags) => Object.keys(flags).filter((key) => key !== void 0);
      function validateExactlyOneAcrossFlags(flag) {
        const base = { name: flag.name, validationFn: "validateExactlyOneAcrossFlags" };
        const intersection = Object.entries(parse.input.flags).map((entry) => entry[0]).filter((flagName) => parse.output.flags[flagName] !== void 0).filter((flagName) => flag.exactlyOne && flag.exactlyOne.includes(flagName));
        if (intersection.length === 0) {
          const deduped = (0, util_1.uniq)(flag.exactlyOne?.map((flag2) => `--${flag2}`) ?? []).join(", ");
          const reason = `Exactly one of the following must be provided: ${deduped}`;
          return { ...base, reason, status: "failed" };
        }
        return { ...base, status: "success" };
      }
      function validateAtLeastOneAcrossFlags(flag) {
        const base = { name: flag.name, validationFn: "validateAtLeastOneAcrossFlags" };
        const intersection = Object.entries(parse.input.flags).map((entry) => entry[0]).filter((flagName) => parse.output.flags[flagName] !== void 0).filter((flagName) => flag.atLeastOne && flag.atLeastOne.includes(flagName));
        if (intersection.length === 0) {
          const deduped = (0, util_1.uniq)(flag.atLeastOne?.map((flag2) => `--${flag2}`) ?? []).join(", ");
          const reason = `At least one of the following must be provided: ${deduped}`;
          return { ...base, reason, status: "failed" };
        }
        return { ...base, status: "success" };
      }
      async function validateExclusive(name, flags) {
        const base = { name, validationFn: "validateExclusive" };
        const resolved = await resolveFlags(flags);
        const keys = getPresentFlags(resolved);
        for (const flag of keys) {
          if (parse.output.metadata.flags && parse.output.metadata.flags[flag]?.setFromDefault)
            continue;
          if (parse.output.metadata.flags && parse.output.metadata.flags[name]?.setFromDefault)
            continue;
          if (parse.output.flags[flag] !== void 0) {
            const flagValue = parse.output.metadata.flags?.[flag]?.defaultHelp ?? parse.output.flags[flag];
            return {
              ...base,
              reason: `--${flag}=${flagValue} cannot also be provided when using --${name}`,
              status: "failed"
            };
          }
        }
        return { ...base, status: "success" };
      }
      async function validateCombinable(name, flags) {
        const base = { name, validationFn: "validateCombinable" };
        const combinableFlags = new Set(flags.map((flag) => typeof flag === "string" ? flag : flag.name));
        const resolved = await resolveFlags(flags);
        for (const flag of Object.keys(parse.output.flags)) {
          if (parse.output.metadata.flags && parse.output.metadata.flags[flag]?.setFromDefault)
            continue;
          if (parse.output.metadata.flags && parse.output.metadata.flags[name]?.setFromDefault)
            continue;
          if (flag !== name && parse.output.flags[flag] !== void 0 && !combinableFlags.has(flag)) {
            const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
            return {
              ...base,
              reason: `Only the following can be provided when using --${name}: ${formattedFlags}`,
              status: "failed"
            };
          }
        }
        return { ...base, status: "success" };
      }
      async function validateExactlyOne(name, flags) {
        const base = { name, validationFn: "validateExactlyOne" };
        const resolved = await resolveFlags(flags);
        const keys = getPresentFlags(resolved);
        for (const flag of keys) {
          if (flag !== name && parse.output.flags[flag] !== void 0) {
            return { ...base, reason: `--${flag} cannot also be provided when using --${name}`, status: "failed" };
          }
        }
        return { ...base, status: "success" };
      }
      async function validateDependsOn(name, flags) {
        const base = { name, validationFn: "validateDependsOn" };
        const resolved = await resolveFlags(flags);
        const foundAll = Object.values(resolved).every((val) => val !== void 0);
        if (!foundAll) {
          const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
          return {
            ...base,
            reason: `All of the following must be provided when using --${name}: ${formattedFlags}`,
            status: "failed"
          };
        }
        return { ...base, status: "success" };
      }
      async function validateSome(name, flags) {
        const base = { name, validationFn: "validateSome" };
        const resolved = await resolveFlags(flags);
        const foundAtLeastOne = Object.values(resolved).some(Boolean);
        if (!foundAtLeastOne) {
          const formattedFlags = Object.keys(resolved).map((f) => `--${f}`).join(", ");
          return {
            ...base,
            reason: `One of the following must be provided when using --${name}: ${formattedFlags}`,
            status: "failed"
          };
        }
        return { ...base, status: "success" };
      }
      function validateRelationships(name, flag) {
        return (flag.relationships ?? []).map((relationship) => {
          switch (relationship.type) {
            case "all": {
              return validateDependsOn(name, relationship.flags);
            }
            case "none": {
              return validateExclusive(name, relationship.flags);
            }
            case "only": {
              return validateCombinable(name, relationship.flags);
            }
            case "some": {
              return validateSome(name, relationship.flags);
            }
            default: {
              throw new Error(`Unknown relationship type: ${relationship.type}`);
            }
          }
        });
      }
      validateArgs();
      await validateFlags();
      validateConstraints();
    }
  }
});

// ../node_modules/@oclif/core/lib/parser/help.js
var require_help2 = __commonJS({
  "../node_modules/@oclif/core/lib/parser/help.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.flagUsage = flagUsage;
    exports2.flagUsages = flagUsages;
    var util_1 = require_util();
    var ux_1 = require_ux();
    function flagUsage(flag, options = {}) {
      const label = [];
      if (flag.helpLabel) {
        label.push(flag.helpLabel);
      } else {
        if (flag.char)
          label.push(`-${flag.char}`);
        if (flag.name)
          label.push(` --${flag.name}`);
      }
      const usage = flag.type === "option" ? ` ${flag.name.toUpperCase()}` : "";
      let description = flag.summary || flag.description || "";
      if (options.displayRequired && flag.required)
        description = `(required) ${description}`;
      description = description ? (0, ux_1.colorize)("dim", description) : void 0;
      return [` ${label.join(",").trim()}${usage}`, description];
    }
    function flagUsages(flags, options = {}) {
      if (flags.length === 0)
        return [];
      return (0, util_1.sortBy)(flags, (f) => [f.char ? -1 : 1, f.char, f.name]).map((f) => flagUsage(f, options));
    }
  }
});

// ../node_modules/@oclif/core/lib/parser/index.js
var require_parser = __commonJS({
  "../node_modules/@oclif/core/lib/parser/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.validate = exports2.flagUsages = void 0;
    exports2.parse = parse;
    var parse_1 = require_parse3();
    var validate_1 = require_validate();
    var help_1 = require_help2();
    Object.defineProperty(exports2, "flagUsages", { enumerable: true, get: function() {
      return help_1.flagUsages;
    } });
    var validate_2 = require_validate();
    Object.defineProperty(exports2, "validate", { enumerable: true, get: function() {
      return validate_2.validate;
    } });
    async function parse(argv, options) {
      const input = {
        "--": options["--"],
        args: options.args ?? {},
        argv,
        constraints: options.constraints,
        context: options.context,
        flags: options.flags ?? {},
        strict: options.strict !== false
      };
      const parser = new parse_1.Parser(input);
      const output = await parser.parse();
      await (0, validate_1.validate)({ input, output });
      return output;
    }
  }
});

// ../node_modules/@oclif/core/lib/command.js
var require_command2 = __commonJS({
  "../node_modules/@oclif/core/lib/command.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.Command = void 0;
    var node_url_1 = require("node:url");
    var node_util_1 = require("node:util");
    var cache_1 = __importDefault(require_cache());
    var config_1 = require_config2();
    var Errors = __importStar(require_errors());
    var util_1 = require_util3();
    var logger_1 = require_logger();
    var Parser = __importStar(require_parser());
    var aggregate_flags_1 = require_aggregate_flags();
    var ids_1 = require_ids();
    var util_2 = require_util();
    var ux_1 = require_ux();
    var pjson = cache_1.default.getInstance().get("@oclif/core");
    process.stdout.on("error", (err) => {
      if (err && err.code === "EPIPE")
        return;
      throw err;
    });
    var Command = class {
      argv;
      config;
      static _base = `${pjson.name}@${pjson.version}`;
      /** An array of aliases for this command. */
      static aliases = [];
      /** An order-dependent object of arguments for the command */
      static args = {};
      static baseFlags;
      static constraints;
      /**
       * Emit deprecation warning when a command alias is used
       */
      static deprecateAliases;
      static deprecationOptions;
      /**
       * A full description of how to use the command.
       *
       * If no summary, the first line of the description will be used as the summary.
       */
      static description;
      static enableJsonFlag = false;
      /**
       * An array of examples to show at the end of the command's help.
       *
       * IF only a string is provided, it will try to look for a line that starts
       * with the cmd.bin as the example command and the rest as the description.
       * If found, the command will be formatted appropriately.
       *
       * ```
       * EXAMPLES:
       *   A description of a particular use case.
       *
       *     $ <%= config.bin => command flags
       * ```
       */
      static examples;
      /** A hash of flags for the command */
      static flags;
      static hasDynamicHelp = false;
      static help;
      /** Hide the command from help */
      static hidden;
      /** An array of aliases for this command that are hidden from help. */
      static hiddenAliases = [];
      /** A command ID, used mostly in error or verbose reporting. */
      static id;
      static plugin;
      static pluginAlias;
      static pluginName;
      static pluginType;
      /** Mark the command as a given state (e.g. beta or deprecated) in help */
      static state;
      /** When set to false, allows a variable amount of arguments */
      static strict = true;
      /**
       * The tweet-sized description for your class, used in a parent-commands
       * sub-command listing and as the header for the command help.
       */
      static summary;
      /**
       * An override string (or strings) for the default usage documentation.
       */
      static usage;
      debug;
      id;
      parsed = false;
      constructor(argv, config) {
        this.argv = argv;
        this.config = config;
        this.id = this.ctor.id;
        try {
          this.debug = (0, logger_1.makeDebug)(this.id ? `${this.config.bin}:${this.id}` : this.config.bin);
        } catch {
          this.debug = () => {
          };
        }
      }
      /**
       * instantiate and run the command
       *
       * @param {Command.Class} this - the command class
       * @param {string[]} argv argv
       * @param {LoadOptions} opts options
       * @returns {Promise<unknown>} result
       */
      static async run(argv, opts) {
        if (!argv)
          argv = process.argv.slice(2);
        if (typeof opts === "string" && opts.startsWith("file://")) {
          opts = (0, node_url_1.fileURLToPath)(opts);
        }
        const config = await config_1.Config.load(opts || require.main?.filename || __dirname);
        const cache = cache_1.default.getInstance();
        if (!cache.has("config"))
          cache.set("config", config);
        const cmd = new this(argv, config);
        if (!cmd.id) {
          const id = cmd.constructor.name.toLowerCase();
          cmd.id = id;
          cmd.ctor.id = id;
        }
        return cmd._run();
      }
      get ctor() {
        return this.constructor;
      }
      async _run() {
        let err;
        let result;
        try {
          this.removeEnvVar("REDIRECTED");
          await this.init();
          result = await this.run();
        } catch (error) {
          err = error;
          await this.catch(error);
        } finally {
          await this.finally(err);
        }
        if (result && this.jsonEnabled())
          this.logJson(this.toSuccessJson(result));
        if (!this.parsed && !(0, util_2.isProd)()) {
          process.emitWarning(`Command ${this.id} did not parse its arguments. Did you forget to call 'this.parse'?`, {
            code: "UnparsedCommand"
          });
        }
        return result;
      }
      async catch(err) {
        process.exitCode = process.exitCode ?? err.exitCode ?? 1;
        if (this.jsonEnabled()) {
          this.logJson(this.toErrorJson(err));
        } else {
          if (!err.message)
            throw err;
          try {
            ux_1.ux.action.stop(ux_1.ux.colorize("bold", ux_1.ux.colorize("red", "!")));
          } catch {
          }
          throw err;
        }
      }
      error(input, options = {}) {
        return Errors.error(input, options);
      }
      exit(code = 0) {
        Errors.exit(code);
      }
      async finally(_) {
      }
      async init() {
        this.debug("init version: %s argv: %o", this.ctor._base, this.argv);
        const g = globalThis;
        g["http-call"] = g["http-call"] || {};
        g["http-call"].userAgent = this.config.userAgent;
        this.warnIfCommandDeprecated();
      }
      /**
       * Determine if the command is being run with the --json flag in a command that supports it.
       *
       * @returns {boolean} true if the command supports json and the --json flag is present
       */
      jsonEnabled() {
        if (!this.ctor?.enableJsonFlag)
          return false;
        if (this.config.scopedEnvVar?.("CONTENT_TYPE")?.toLowerCase() === "json")
          return true;
        const passThroughIndex = this.argv.indexOf("--");
        const jsonIndex = this.argv.indexOf("--json");
        return passThroughIndex === -1 ? (
          // If '--' is not present, then check for `--json` in this.argv
          jsonIndex !== -1
        ) : (
          // If '--' is present, return true only the --json flag exists and is before the '--'
          jsonIndex !== -1 && jsonIndex < passThroughIndex
        );
      }
      log(message = "", ...args) {
        if (!this.jsonEnabled()) {
          message = typeof message === "string" ? message : (0, node_util_1.inspect)(message);
          ux_1.ux.stdout(message, ...args);
        }
      }
      logJson(json) {
        ux_1.ux.stdout(ux_1.ux.colorizeJson(json, { pretty: true, theme: this.config.theme?.json }));
      }
      logToStderr(message = "", ...args) {
        if (!this.jsonEnabled()) {
          message = typeof message === "string" ? message : (0, node_util_1.inspect)(message);
          ux_1.ux.stderr(message, ...args);
        }
      }
      async parse(options, argv = this.argv) {
        if (!options)
          options = this.ctor;
        const opts = {
          context: this,
          ...options,
          flags: (0, aggregate_flags_1.aggregateFlags)(options.flags, options.baseFlags, options.enableJsonFlag)
        };
        const hookResult = await this.config.runHook("preparse", { argv: [...argv], options: opts });
        const argvToParse = hookResult.successes?.length ? hookResult.successes.find((s) => s.plugin.root === cache_1.default.getInstance().get("rootPlugin")?.root)?.result ?? argv : argv;
        this.argv = [...argvToParse];
        const results = await Parser.parse(argvToParse, opts);
        this.warnIfFlagDeprecated(results.flags ?? {});
        this.parsed = true;
        return results;
      }
      toErrorJson(err) {
        if (err instanceof Error) {
          return { error: { ...err, message: err.message, name: err.name } };
        }
        return { error: err };
      }
      toSuccessJson(result) {
        return result;
      }
      warn(input) {
        if (!this.jsonEnabled())
          Errors.warn(input);
        return input;
      }
      warnIfCommandDeprecated() {
        const [id] = (0, util_1.normalizeArgv)(this.config);
        if (this.ctor.deprecateAliases && [...this.ctor.aliases, ...this.ctor.hiddenAliases].includes(id)) {
          const cmdName = (0, ids_1.toConfiguredId)(this.ctor.id, this.config);
          const aliasName = (0, ids_1.toConfiguredId)(id, this.config);
          this.warn((0, util_1.formatCommandDeprecationWarning)(aliasName, { to: cmdName }));
        }
        if (this.ctor.state === "deprecated") {
          const cmdName = (0, ids_1.toConfiguredId)(this.ctor.id, this.config);
          this.warn((0, util_1.formatCommandDeprecationWarning)(cmdName, this.ctor.deprecationOptions));
        }
      }
      warnIfFlagDeprecated(flags) {
        const allFlags = (0, aggregate_flags_1.aggregateFlags)(this.ctor.flags, this.ctor.baseFlags, this.ctor.enableJsonFlag);
        for (const flag of Object.keys(flags)) {
          const flagDef = allFlags[flag];
          const deprecated = flagDef?.deprecated;
          if (deprecated) {
            this.warn((0, util_1.formatFlagDeprecationWarning)(flag, deprecated));
          }
          const deprecateAliases = flagDef?.deprecateAliases;
          if (deprecateAliases) {
            const aliases = (0, util_2.uniq)([...flagDef?.aliases ?? [], ...flagDef?.charAliases ?? []]).map((a) => a.length === 1 ? `-${a}` : `--${a}`);
            if (aliases.length === 0)
              return;
            const foundAliases = aliases.filter((alias) => this.argv.includes(alias));
            for (const alias of foundAliases) {
              let preferredUsage = `--${flagDef?.name}`;
              if (flagDef?.char) {
                preferredUsage += ` | -${flagDef?.char}`;
              }
              this.warn((0, util_1.formatFlagDeprecationWarning)(alias, { to: preferredUsage }));
            }
          }
        }
      }
      removeEnvVar(envVar) {
        const keys = [];
        try {
          keys.push(...this.config.scopedEnvVarKeys(envVar));
        } catch {
          keys.push(this.config.scopedEnvVarKey(envVar));
        }
        keys.map((key) => delete process.env[key]);
      }
    };
    exports2.Command = Command;
  }
});

// ../node_modules/@oclif/core/lib/constraints.js
var require_constraints = __commonJS({
  "../node_modules/@oclif/core/lib/constraints.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.flag = flag;
    exports2.flags = flags;
    exports2.combinationOf = combinationOf;
    function flag(flagName) {
      return new ConstraintImpl([flagName]);
    }
    function flags(...flagNames) {
      return new ConstraintImpl(flagNames);
    }
    function combinationOf(...flagNames) {
      return {
        flags: flagNames,
        type: "all"
      };
    }
    var ConstraintImpl = class {
      /**
       * No-op chain property allowing constraints to be more human-readable.
       *
       * @example
       * flags('foo', 'bar').are.mutuallyExclusive()
       */
      are = this;
      /**
       * No-op chain property allowing constraints to be more human-readable.
       *
       * @example
       * flag('foo').is.dependentOn('bar')
       */
      is = this;
      constrainedFlags;
      constraintApplicatorFunctionHolder = new ConstraintApplicatorFunctionHolder();
      topLevelCondition;
      underConstructionCondition;
      constructor(constrainedFlags) {
        this.constrainedFlags = constrainedFlags;
      }
      /**
       * Chain property allowing constraint conditions to be combined with logical AND.
       *
       * By default, logical operators are evaluated left-to-right, but groups can be created with additional {@code when}/{@code unless} clauses.
       *
       * @example <caption> when someFn returns true AND someOtherFn returns true, using --foo requires --bar to be used as well.</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn).and.thisIsTrue(someOtherFn)
       *
       * @example <caption>--foo requires --bar when (fnA returns true AND fnB returns true) OR fnC returns true</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       * @example <caption>--foo requires --bar when fnA returns true AND (fnB returns true OR fnC returns true)</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.when.thisIsTrue(fnB).or.thisIsTrue(fnC)
       */
      get and() {
        if (this.topLevelCondition === void 0) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'and' requires a 'when' or 'unless'.`);
        }
        if (this.underConstructionCondition) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'and' cannot directly follow '${this.underConstructionCondition.getName()}'`);
        }
        this.topLevelCondition = new AndCondition(this.topLevelCondition);
        this.underConstructionCondition = this.topLevelCondition;
        return this;
      }
      /**
       * Chain property allowing constraint conditions to be combined with logical OR.
       *
       * By default, logical operators are evaluated left-to-right, but groups can be created with additional {@code when}/{@code unless} clauses.
       *
       * @example <caption> when EITHER someFn OR someOtherFn return true, using --foo requires --bar to be used as well.</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn).or.thisIsTrue(someOtherFn)
       *
       * @example <caption>--foo requires --bar when (fnA returns true AND fnB returns true) OR fnC returns true</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       * @example <caption>--foo requires --bar when fnA returns true AND (fnB returns true OR fnC returns true)</caption>
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(fnA).and.when.thisIsTrue(fnB).or.thisIsTrue(fnC)
       *
       */
      get or() {
        if (this.topLevelCondition === void 0) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'or' requires a 'when' or 'unless'.`);
        }
        if (this.underConstructionCondition) {
          throw new Error(`Misconfigured constraint on ${createFlagString(this.constrainedFlags)}: 'or' cannot directly follow '${this.underConstructionCondition.getName()}'`);
        }
        this.topLevelCondition = new OrCondition(this.topLevelCondition);
        this.underConstructionCondition = this.topLevelCondition;
        return this;
      }
      /**
       * Chain property allowing constraints to be conditional upon a certain criterion NOT being met.
       *
       * @example
       * flag('foo').is.dependentOn('bar').unless.thisIsTrue(someFn)
       */
      get unless() {
        const newUnless = new UnlessCondition();
        if (this.topLevelCondition === void 0) {
          this.topLevelCondition = newUnless;
        }
        if (this.underConstructionCondition === void 0) {
          this.underConstructionCondition = newUnless;
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(newUnless);
          this.underConstructionCondition = newUnless;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(newUnless);
          this.underConstructionCondition = newUnless;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain property allowing constraints to be conditional upon a certain criterion being met.
       *
       * @example
       * flag('foo').is.dependentOn('bar').when.thisIsTrue(someFn)
       */
      get when() {
        const newWhen = new WhenCondition();
        if (this.topLevelCondition === void 0) {
          this.topLevelCondition = newWhen;
        }
        if (this.underConstructionCondition === void 0) {
          this.underConstructionCondition = newWhen;
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(newWhen);
          this.underConstructionCondition = newWhen;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(newWhen);
          this.underConstructionCondition = newWhen;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      _evaluateAgainstFlags(flags2) {
        let conditionSatisfied = false;
        try {
          conditionSatisfied = this.topLevelCondition ? this.topLevelCondition.isSatisfied(flags2) : true;
        } catch (error) {
          return {
            name: this.constrainedFlags.join(","),
            reason: `Error evaluating constraint conditions on ${createFlagString(this.constrainedFlags)}: ${error.message}`,
            status: "failed",
            validationFn: "constraintCondition"
          };
        }
        try {
          const applicationResult = this.constraintApplicatorFunctionHolder.applyConstraintApplicatorFunction(flags2);
          return {
            name: this.constrainedFlags.join(","),
            reason: applicationResult,
            status: conditionSatisfied && applicationResult !== "" ? "failed" : "success",
            validationFn: this.constraintApplicatorFunctionHolder.constraintType ?? ""
          };
        } catch (error) {
          return {
            name: this.constrainedFlags.join(","),
            reason: `Error evaluating constraint on ${createFlagString(this.constrainedFlags)}: ${error.message}`,
            status: "failed",
            validationFn: "constraintApplication"
          };
        }
      }
      /**
       * Chain method allowing constraint to be made conditional upon EVERY established criterion being true.
       *
       * @example <caption>If --flagA is 'someVal' AND --flagB is 'someOtherVal', then using --foo requires using --bar too</caption>
       * flag('foo').is.dependentOn('bar').when.allFlagCriteriaSatisfied({
       *     flagA: (v) => v === 'someVal',
       *     flagB: (v) => v !== 'someOtherVal'
       * })
       *
       * @param criterionTester An object whose keys are flag names and whose values are functions that accept the
       * value of that flag and return a boolean.
       */
      allFlagCriteriaSatisfied(criterionTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: allFlagCriteriaSatisfied must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new AllFlagCriteriaSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new AllFlagCriteriaSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain method allowing constraint to be made conditional upon ANY established criterion being true.
       *
       * @example <caption>If --flagA is 'someVal' OR --flagB is 'someOtherVal', then using --foo requires using --bar too</caption>
       * flag('foo').is.dependentOn('bar').when.anyFlagCriterionSatisfied({
       *     flagA: (v) => v === 'someVal',
       *     flagB: (v) => v !== 'someOtherVal'
       * })
       *
       * @param criterionTester An object whose keys are flag names and whose values are functions that accept the
       * value of that flag and return a boolean.
       */
      anyFlagCriterionSatisfied(criterionTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: anyFlagCriterionSatisfied must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new AnyFlagCriterionSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new AnyFlagCriterionSatisfiedCondition(criterionTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
      /**
       * Chain method allowing the constrained flags to require the presence of at least one of the flags specified here.
       *
       * @example <caption>If --foo is used, then EITHER --bar OR --baz must be used as well</caption>
       * flag('foo').is.dependentOn('bar', 'baz')
       *
       * @example <caption>If --foo is used, then BOTH --bar AND --baz must be used as well</caption>
       * flag('foo').is.dependentOn(combinationOf('bar', 'baz'))
       *
       * @example <caption>If --foo is used, then EITHER --bar OR the combination of --baz1 and --baz2 must be used as well</caption>
       * flag('foo').is.dependentOn('bar', combinationOf('baz1', 'baz2'))
       *
       * @param dependencyFlagGroups
       */
      dependentOn(...dependencyFlagGroups) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("dependentOn", (flags2) => {
          const foundConstraintFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundConstraintFlags.length === 0) {
            return "";
          }
          for (const dependencyFlagGroup of dependencyFlagGroups) {
            if (typeof dependencyFlagGroup === "string") {
              if (dependencyFlagGroup in flags2 && flags2[dependencyFlagGroup] !== void 0) {
                return "";
              }
            } else {
              const foundFlagsInDependencyGroup = filterFlagsPresentInInput(dependencyFlagGroup.flags, flags2);
              if (foundFlagsInDependencyGroup.length === dependencyFlagGroup.flags.length) {
                return "";
              }
            }
          }
          const multipleConstrainedFlags = this.constrainedFlags.length > 1;
          const header = multipleConstrainedFlags ? `Flags ${createFlagString(this.constrainedFlags)} require` : `Flag ${createFlagString(this.constrainedFlags)} requires`;
          return `${header} at least one of the following${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(dependencyFlagGroups)}.`;
        });
        return this;
      }
      /**
       * Chain method allowing the constrained flags to be made exclusive with the flags provided here.
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with --bar OR --baz</caption>
       * flags('foo1', 'foo2').are.exclusiveWith('bar', 'baz')
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with the combination of --bar and --baz, but may be used with --bar or --baz separately</caption>
       * flags('foo1', 'foo2').are.exclusiveWith(combinationOf('bar', 'baz'))
       *
       * @example <caption>Neither --foo1 nor --foo2 can be used with --bar, or with the combination of --baz1 and --baz2</caption>
       * flags('foo1', 'foo2').are.exclusiveWith('bar', combinationOf('baz1', 'baz2'))
       *
       * @param exclusionFlagGroups
       */
      exclusiveWith(...exclusionFlagGroups) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("exclusiveWith", (flags2) => {
          const foundConstraintFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundConstraintFlags.length === 0) {
            return "";
          }
          let exclusionGroupFound = false;
          for (const exclusionFlagGroup of exclusionFlagGroups) {
            if (typeof exclusionFlagGroup === "string") {
              if (exclusionFlagGroup in flags2 && flags2[exclusionFlagGroup] !== void 0) {
                exclusionGroupFound = true;
                break;
              }
            } else {
              const foundFlagsInExclusionGroup = filterFlagsPresentInInput(exclusionFlagGroup.flags, flags2);
              if (foundFlagsInExclusionGroup.length === exclusionFlagGroup.flags.length) {
                exclusionGroupFound = true;
                break;
              }
            }
          }
          if (!exclusionGroupFound) {
            return "";
          }
          const multipleConstrainedFlags = this.constrainedFlags.length > 1;
          const header = multipleConstrainedFlags ? "Flags" : "Flag";
          return `${header} ${createFlagString(this.constrainedFlags)} cannot be used with any of the following${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(exclusionFlagGroups)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as mutually dependent, meaning that they must either be used together or not at all.
       *
       * @example <caption>--foo cannot be used without --bar, and vice versa</caption>
       * flags('foo', 'bar').are.mutuallyDependent()
       */
      mutuallyDependent() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("mutuallyDependent", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length === 0 || foundFlags.length === this.constrainedFlags.length) {
            return "";
          }
          return `The following flags are mutually dependent${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. Found only ${createFlagString(foundFlags)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as mutually exclusive, meaning that at most one of them can be used simultaneously.
       *
       * @example <caption>--foo and --bar cannot both be used at the same time</caption>
       * flags('foo', 'bar').are.mutuallyExclusive()
       */
      mutuallyExclusive() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("mutuallyExclusive", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length <= 1) {
            return "";
          }
          return `The following flags are mutually exclusive${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. Found: ${createFlagString(foundFlags)}.`;
        });
        return this;
      }
      /**
       * Establish a group of flags as being collectively required.
       *
       * @example <caption>--foo and --bar are both always required</caption>
       * flags('foo', 'bar').are.requiredAll()
       */
      requiredAll() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("requiredAll", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length === this.constrainedFlags.length) {
            return "";
          }
          const requirement = this.constrainedFlags.length > 1 ? "These flags are required" : "This flag is required";
          const findings = foundFlags.length > 0 ? `Found only: ${createFlagString(foundFlags)}.` : "Found none.";
          return `${requirement}${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}. ${findings}`;
        });
        return this;
      }
      /**
       * Establish that at least one of the constrained flags must always be used.
       *
       * @example <caption>Must use at least one of --foo, --bar, or --baz</caption>
       * flags('foo', 'bar', 'baz').are.requiredAny()
       */
      requiredAny() {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator("requiredAny", (flags2) => {
          const foundFlags = filterFlagsPresentInInput(this.constrainedFlags, flags2);
          if (foundFlags.length > 0) {
            return "";
          }
          return `Must provide at least one of these flags${this.topLevelCondition ? " under current circumstances:" : ":"} ${createFlagString(this.constrainedFlags)}.`;
        });
        return this;
      }
      /**
       * Establish that at least N of the specified flags must be used.
       *
       * @example <caption>At least 2 of the 3 flags --foo, --bar, and --baz must be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredAtLeastN(2)
       *
       * @param n
       */
      requiredAtLeastN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredAtLeast${n}`, (flags2) => required(n, "AT_LEAST_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Establish that at most N of the specified flags must be used.
       *
       * @example <caption>No more than 2 of the 3 flags --foo, --bar, and --baz may be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredAtMostN(2)
       *
       * @param n
       */
      requiredAtMostN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredAtMost${n}`, (flags2) => required(n, "AT_MOST_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Establish that exactly N of the specified flags must be used.
       *
       * @example <caption>Exactly 2 of the 3 flags --foo, --bar, and --baz must be used</caption>
       * flags('foo', 'bar', 'baz').are.requiredExactlyN(2)
       *
       * @param n
       */
      requiredExactlyN(n) {
        this.constraintApplicatorFunctionHolder.setConstraintApplicator(`requiredExactly${n}`, (flags2) => required(n, "EXACTLY_N", this.constrainedFlags, flags2, this.topLevelCondition !== void 0));
        return this;
      }
      /**
       * Chain method allowing the constraint to be made contingent on the return of a method that accepts all flags.
       *
       * @example <caption>--foo1 and --foo2 are required if --bar is equal to --baz</caption>
       * flags('foo1', 'foo2').are.requiredAll().when.thisIsTrue((flags) => flags.bar === flags.baz)
       *
       * @param flagTester A method that accepts the flag values mapped by their name, and returns a boolean
       */
      thisIsTrue(flagTester) {
        if (this.underConstructionCondition === void 0) {
          throw new Error(`Misconfigured constraint condition on ${createFlagString(this.constrainedFlags)}: thisIsTrue must immediately follow a when/unless/and/or`);
        } else if (this.underConstructionCondition instanceof UnaryOpCondition) {
          this.underConstructionCondition.setCondition(new ThisIsTrueCondition(flagTester));
          this.underConstructionCondition = void 0;
        } else if (this.underConstructionCondition instanceof BinaryCondition) {
          this.underConstructionCondition.setRight(new ThisIsTrueCondition(flagTester));
          this.underConstructionCondition = void 0;
        } else {
          throw new TypeError("UNKNOWN CONDITION TYPE");
        }
        return this;
      }
    };
    var ConstraintApplicatorFunctionHolder = class {
      constraintType;
      constraintApplicatorFunction;
      applyConstraintApplicatorFunction(flags2) {
        return (this.constraintApplicatorFunction ?? function() {
          return "";
        })(flags2);
      }
      setConstraintApplicator(constraintType, constraintFunction) {
        if (this.constraintApplicatorFunction) {
          throw new Error(`Misconfigured Constraint: Cannot apply multiple kinds of constraint within one statement: ${this.constraintType}, ${constraintType}. Use multiple constraint expressions instead.`);
        }
        this.constraintType = constraintType;
        this.constraintApplicatorFunction = constraintFunction;
      }
    };
    var Requirement = {
      AT_LEAST_N: {
        fn: (n, other) => other >= n,
        label: "at least"
      },
      AT_MOST_N: {
        fn: (n, other) => other <= n,
        label: "at most"
      },
      EXACTLY_N: {
        fn: (n, other) => other === n,
        label: "exactly"
      }
    };
    function required(n, requirementType, soughtFlags, providedFlags, hasConditions) {
      const foundFlags = filterFlagsPresentInInput(soughtFlags, providedFlags);
      if (Requirement[requirementType].fn(n, foundFlags.length)) {
        return "";
      }
      return `Must provide ${Requirement[requirementType].label} ${n} of the following${hasConditions ? " under current circumstances:" : ":"} ${createFlagString(soughtFlags)}. Found ${foundFlags.length}.`;
    }
    function filterFlagsPresentInInput(flagsToSeek, flags2) {
      return flagsToSeek.filter((f) => f in flags2 && flags2[f] !== void 0);
    }
    function createFlagString(flags2) {
      const processedGroups = flags2.map((f) => {
        if (typeof f === "string") {
          return `--${f}`;
        }
        return `combination of ${f.flags.map((f2) => `--${f2}`).join(" and ")}`;
      });
      return processedGroups.join(", ");
    }
    var Condition = class {
    };
    var UnaryOpCondition = class extends Condition {
      condition;
      setCondition(condition) {
        if (this.condition) {
          throw new Error(`Duplicate conditions applied to '${this.getName()}' clause: '${this.condition.getName()}' and '${condition.getName()}'.`);
        }
        this.condition = condition;
      }
    };
    var WhenCondition = class extends UnaryOpCondition {
      getName() {
        return "when";
      }
      isSatisfied(flags2) {
        if (this.condition) {
          return this.condition.isSatisfied(flags2);
        }
        throw new Error("'when' expression without any conditions");
      }
    };
    var UnlessCondition = class extends UnaryOpCondition {
      getName() {
        return "unless";
      }
      isSatisfied(flags2) {
        if (this.condition) {
          return !this.condition.isSatisfied(flags2);
        }
        throw new Error("'unless' expression without any conditions");
      }
    };
    var AllFlagCriteriaSatisfiedCondition = class extends Condition {
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "allFlagCriteriaSatisfied";
      }
      isSatisfied(flags2) {
        for (const testedFlag of Object.keys(this.tester)) {
          if (!this.tester[testedFlag](flags2[testedFlag])) {
            return false;
          }
        }
        return true;
      }
    };
    var AnyFlagCriterionSatisfiedCondition = class extends Condition {
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "anyFlagCriterionSatisfied";
      }
      isSatisfied(flags2) {
        for (const testedFlag of Object.keys(this.tester)) {
          if (this.tester[testedFlag](flags2[testedFlag])) {
            return true;
          }
        }
        return false;
      }
    };
    var ThisIsTrueCondition = class extends Condition {
      tester;
      constructor(tester) {
        super();
        this.tester = tester;
      }
      getName() {
        return "thisIsTrue";
      }
      isSatisfied(flags2) {
        return this.tester(flags2);
      }
    };
    var BinaryCondition = class extends Condition {
      left;
      right;
      constructor(left) {
        super();
        this.left = left;
      }
      setRight(right) {
        this.right = right;
      }
    };
    var AndCondition = class extends BinaryCondition {
      getName() {
        return "and";
      }
      isSatisfied(flags2) {
        return this.left.isSatisfied(flags2) && (this.right ? this.right.isSatisfied(flags2) : true);
      }
    };
    var OrCondition = class extends BinaryCondition {
      getName() {
        return "or";
      }
      isSatisfied(flags2) {
        return this.left.isSatisfied(flags2) || (this.right ? this.right.isSatisfied(flags2) : false);
      }
    };
  }
});

// ../node_modules/@oclif/core/lib/flush.js
var require_flush = __commonJS({
  "../node_modules/@oclif/core/lib/flush.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.flush = flush;
    var error_1 = require_error();
    function timeout(p, ms) {
      function wait(ms2, unref = false) {
        return new Promise((resolve) => {
          const t = setTimeout(() => resolve(null), ms2);
          if (unref)
            t.unref();
        });
      }
      return Promise.race([p, wait(ms, true).then(() => (0, error_1.error)("timed out"))]);
    }
    async function _flush() {
      const p = new Promise((resolve) => {
        process.stdout.once("drain", () => resolve(null));
      });
      const flushed = process.stdout.write("");
      if (flushed)
        return;
      return p;
    }
    async function flush(ms = 1e4) {
      await timeout(_flush(), ms);
    }
  }
});

// ../node_modules/@oclif/core/lib/main.js
var require_main = __commonJS({
  "../node_modules/@oclif/core/lib/main.js"(exports2) {
    "use strict";
    var __importDefault = exports2 && exports2.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.versionAddition = exports2.helpAddition = void 0;
    exports2.run = run;
    var node_url_1 = require("node:url");
    var cache_1 = __importDefault(require_cache());
    var config_1 = require_config2();
    var help_1 = require_help();
    var logger_1 = require_logger();
    var performance_1 = require_performance();
    var symbols_1 = require_symbols();
    var ux_1 = require_ux();
    var helpAddition = (argv, config) => {
      if (argv.length === 0 && !config.isSingleCommandCLI)
        return true;
      const mergedHelpFlags = (0, help_1.getHelpFlagAdditions)(config);
      for (const arg of argv) {
        if (mergedHelpFlags.includes(arg))
          return true;
        if (arg === "--")
          return false;
      }
      return false;
    };
    exports2.helpAddition = helpAddition;
    var versionAddition = (argv, config) => {
      const additionalVersionFlags = config?.pjson.oclif.additionalVersionFlags ?? [];
      const mergedVersionFlags = [...(/* @__PURE__ */ new Set(["--version", ...additionalVersionFlags])).values()];
      if (mergedVersionFlags.includes(argv[0]))
        return true;
      return false;
    };
    exports2.versionAddition = versionAddition;
    async function run(argv, options) {
      const marker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "main.run");
      const initMarker = performance_1.Performance.mark(performance_1.OCLIF_MARKER_OWNER, "main.run#init");
      const showHelp = async (argv2) => {
        const Help = await (0, help_1.loadHelpClass)(config);
        const help = new Help(config, config.pjson.oclif.helpOptions ?? config.pjson.helpOptions);
        await help.showHelp(argv2);
      };
      (0, logger_1.setLogger)(options);
      const { debug } = (0, logger_1.getLogger)("main");
      debug(`process.execPath: ${process.execPath}`);
      debug(`process.execArgv: ${process.execArgv}`);
      debug("process.argv: %O", process.argv);
      argv = argv ?? process.argv.slice(2);
      if (options && (typeof options === "string" && options.startsWith("file://") || options instanceof node_url_1.URL)) {
        options = (0, node_url_1.fileURLToPath)(options);
      }
      const config = await config_1.Config.load(options ?? require.main?.filename ?? __dirname);
      cache_1.default.getInstance().set("config", config);
      if (config.isSingleCommandCLI) {
        argv = [symbols_1.SINGLE_COMMAND_CLI_SYMBOL, ...argv];
      }
      const [id, ...argvSlice] = (0, help_1.normalizeArgv)(config, argv);
      const runFinally = async (cmd2, error) => {
        marker?.stop();
        if (!initMarker?.stopped)
          initMarker?.stop();
        await performance_1.Performance.collect();
        performance_1.Performance.debug();
        await config.runHook("finally", { argv: argvSlice, Command: cmd2, error, id });
      };
      await config.runHook("init", { argv: argvSlice, id });
      if ((0, exports2.versionAddition)(argv, config)) {
        ux_1.ux.stdout(config.userAgent);
        await runFinally();
        return;
      }
      if ((0, exports2.helpAddition)(argv, config)) {
        await showHelp(argv);
        await runFinally();
        return;
      }
      const cmd = config.findCommand(id);
      if (!cmd) {
        const topic = config.flexibleTaxonomy ? null : config.findTopic(id);
        if (topic) {
          await showHelp([id]);
          await runFinally();
          return;
        }
      }
      initMarker?.stop();
      let err;
      try {
        return await config.runCommand(id, argvSlice, cmd);
      } catch (error) {
        err = error;
        throw error;
      } finally {
        await runFinally(cmd, err);
      }
    }
  }
});

// ../node_modules/@oclif/core/lib/execute.js
var require_execute = __commonJS({
  "../node_modules/@oclif/core/lib/execute.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.execute = execute;
    var errors_1 = require_errors();
    var handle_1 = require_handle();
    var flush_1 = require_flush();
    var main_1 = require_main();
    var settings_1 = require_settings();
    async function execute(options) {
      if (!options.dir && !options.loadOptions) {
        throw new errors_1.CLIError("dir or loadOptions is required.");
      }
      if (options.development) {
        process.env.NODE_ENV = "development";
        settings_1.settings.debug = true;
      }
      return (0, main_1.run)(options.args ?? process.argv.slice(2), options.loadOptions ?? options.dir).then(async (result) => {
        (0, flush_1.flush)();
        return result;
      }).catch(async (error) => (0, handle_1.handle)(error));
    }
  }
});

// ../node_modules/@oclif/core/lib/interfaces/index.js
var require_interfaces = __commonJS({
  "../node_modules/@oclif/core/lib/interfaces/index.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
  }
});

// ../node_modules/@oclif/core/lib/index.js
var require_lib = __commonJS({
  "../node_modules/@oclif/core/lib/index.js"(exports2) {
    "use strict";
    var __createBinding = exports2 && exports2.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports2 && exports2.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports2 && exports2.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports2, "__esModule", { value: true });
    exports2.ux = exports2.toStandardizedId = exports2.toConfiguredId = exports2.settings = exports2.Performance = exports2.Parser = exports2.ModuleLoader = exports2.getLogger = exports2.Interfaces = exports2.loadHelpClass = exports2.HelpBase = exports2.Help = exports2.CommandHelp = exports2.flush = exports2.Flags = exports2.execute = exports2.handle = exports2.Errors = exports2.Constraints = exports2.Plugin = exports2.Config = exports2.Command = exports2.Args = void 0;
    var util_1 = require_util();
    function checkCWD() {
      try {
        process.cwd();
      } catch (error) {
        if (error.code === "ENOENT") {
          process.stderr.write("WARNING: current directory does not exist\n");
        }
      }
    }
    function checkNodeVersion() {
      if (process.env.OCLIF_DISABLE_ENGINE_WARNING && (0, util_1.isTruthy)(process.env.OCLIF_DISABLE_ENGINE_WARNING))
        return;
      try {
        const path = require("node:path");
        const semver = require_semver2();
        const root = path.join(__dirname, "..");
        const pjson = require(path.join(root, "package.json"));
        if (!semver.satisfies(process.versions.node, pjson.engines.node)) {
          process.emitWarning(`Node version must be ${pjson.engines.node} to use this CLI. Current node version: ${process.versions.node}`);
        }
      } catch {
      }
    }
    checkCWD();
    checkNodeVersion();
    exports2.Args = __importStar(require_args());
    var command_1 = require_command2();
    Object.defineProperty(exports2, "Command", { enumerable: true, get: function() {
      return command_1.Command;
    } });
    var config_1 = require_config2();
    Object.defineProperty(exports2, "Config", { enumerable: true, get: function() {
      return config_1.Config;
    } });
    Object.defineProperty(exports2, "Plugin", { enumerable: true, get: function() {
      return config_1.Plugin;
    } });
    exports2.Constraints = __importStar(require_constraints());
    exports2.Errors = __importStar(require_errors());
    var handle_1 = require_handle();
    Object.defineProperty(exports2, "handle", { enumerable: true, get: function() {
      return handle_1.handle;
    } });
    var execute_1 = require_execute();
    Object.defineProperty(exports2, "execute", { enumerable: true, get: function() {
      return execute_1.execute;
    } });
    exports2.Flags = __importStar(require_flags());
    var flush_1 = require_flush();
    Object.defineProperty(exports2, "flush", { enumerable: true, get: function() {
      return flush_1.flush;
    } });
    var help_1 = require_help();
    Object.defineProperty(exports2, "CommandHelp", { enumerable: true, get: function() {
      return help_1.CommandHelp;
    } });
    Object.defineProperty(exports2, "Help", { enumerable: true, get: function() {
      return help_1.Help;
    } });
    Object.defineProperty(exports2, "HelpBase", { enumerable: true, get: function() {
      return help_1.HelpBase;
    } });
    Object.defineProperty(exports2, "loadHelpClass", { enumerable: true, get: function() {
      return help_1.loadHelpClass;
    } });
    exports2.Interfaces = __importStar(require_interfaces());
    var logger_1 = require_logger();
    Object.defineProperty(exports2, "getLogger", { enumerable: true, get: function() {
      return logger_1.getLogger;
    } });
    var main_1 = require_main();
    Object.defineProperty(exports2, "run", { enumerable: true, get: function() {
      return main_1.run;
    } });
    exports2.ModuleLoader = __importStar(require_module_loader());
    exports2.Parser = __importStar(require_parser());
    var performance_1 = require_performance();
    Object.defineProperty(exports2, "Performance", { enumerable: true, get: function() {
      return performance_1.Performance;
    } });
    var settings_1 = require_settings();
    Object.defineProperty(exports2, "settings", { enumerable: true, get: function() {
      return settings_1.settings;
    } });
    var ids_1 = require_ids();
    Object.defineProperty(exports2, "toConfiguredId", { enumerable: true, get: function() {
      return ids_1.toConfiguredId;
    } });
    Object.defineProperty(exports2, "toStandardizedId", { enumerable: true, get: function() {
      return ids_1.toStandardizedId;
    } });
    var ux_1 = require_ux();
    Object.defineProperty(exports2, "ux", { enumerable: true, get: function() {
      return ux_1.ux;
    } });
  }
});

// oc-tmp.cjs
module.exports = require_lib();
/*! Bundled license information:

ejs/lib/cjs/ejs.js:
  (**
   * @file Embedded JavaScript templating engine. {@link http://ejs.co}
   * @author Matthew Eernisse <mde@fleegix.org>
   * @project EJS
   * @license {@link http://www.apache.org/licenses/LICENSE-2.0 Apache License, Version 2.0}
   *)
*/
