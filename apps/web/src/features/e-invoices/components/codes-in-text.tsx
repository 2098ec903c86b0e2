import { Fragment } from 'react';
import classes from './codes-in-text.module.css';

/** A word that reads as a code: with a digit or an underscore, or in capitals. */
const CODE_LIKE = /[\d_]|^[A-Z]{2,}$/;
/** The punctuation around a word, which is not part of the code. */
const AROUND = /^([("'[]*)(.*?)([)"'\],.;:!?]*)$/s;

/** A code whole on one line; a long one breaks only after an underscore, never inside a letter run. */
function Code({ code }: { code: string }) {
  return code.split(/(?<=_)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className={classes.code}>{part}</span>
    </Fragment>
  ));
}

interface CodesInTextProps {
  text: string;
  /** The codes the text holds (an order's, a tax code); without them, each word that reads as a code. */
  codes?: (string | null)[];
}

/**
 * A line of the E-invoices table with its codes kept whole (numbers, look-up and tax codes, the
 * provider's error codes), while its other words wrap as the cell needs.
 */
export function CodesInText({ text, codes }: CodesInTextProps) {
  const isCode = (word: string) => (codes ? codes.includes(word) : CODE_LIKE.test(word));
  return text.split(/(\s+)/).map((word, index) => {
    const [, before = '', core = '', after = ''] = AROUND.exec(word) ?? [];
    if (!core || !isCode(core)) return word;
    return (
      <Fragment key={index}>
        {before}
        <Code code={core} />
        {after}
      </Fragment>
    );
  });
}
