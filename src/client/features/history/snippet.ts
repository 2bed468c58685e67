/** One run of a search snippet: plain text, or a word the search matched. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const OPEN = '«';
const CLOSE = '»';

/**
 * Splits the server's search snippet into runs: text between « and » is a match. The markers are
 * not shown; a « with no closing » is kept as ordinary text, so no input is lost.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf(OPEN);
    const close = open === -1 ? -1 : rest.indexOf(CLOSE, open + OPEN.length);
    if (open === -1 || close === -1) {
      push(rest, false);
      return parts;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + OPEN.length, close), true);
    rest = rest.slice(close + CLOSE.length);
  }
}
