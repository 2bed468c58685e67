import { describe, expect, it } from 'vitest';
import { LONG_ABOVE_WORDS, SHORT_BELOW_WORDS, analyzeMessage, countWords, hasRepeatedPunctuation, isAllCaps } from './analysis.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `Word${index}`).join(' ');

describe('length', () => {
  it('uses the spec thresholds', () => {
    expect(SHORT_BELOW_WORDS).toBe(10);
    expect(LONG_ABOVE_WORDS).toBe(30);
  });

  it.each([
    [1, 'short'],
    [9, 'short'],
    [10, 'medium'],
    [30, 'medium'],
    [31, 'long'],
  ] as const)('%i words is %s', (count, length) => {
    expect(analyzeMessage(words(count)).length).toBe(length);
  });

  it('counts words as a reader does: punctuation and emoji alone are not words', () => {
    expect(countWords('  Hello,   world — how are you? 🙏  ')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords("Psalm 23 isn't long")).toBe(4);
  });
});

describe('urgency', () => {
  it('is normal for an ordinary message', () => {
    expect(analyzeMessage('What does Psalm 23 say about fear?').urgency).toBe('normal');
  });

  it('is high on crisis words', () => {
    expect(analyzeMessage('I want to end my life').urgency).toBe('high');
    expect(analyzeMessage('He hits me and I am not safe at home').urgency).toBe('high');
  });

  it('is high on the words emergency and urgent', () => {
    expect(analyzeMessage('This is an emergency, please pray').urgency).toBe('high');
    expect(analyzeMessage('I need prayer urgently').urgency).toBe('high');
  });

  it('is high on all caps of two words or more, not on an acronym alone', () => {
    expect(analyzeMessage('HELP ME').urgency).toBe('high');
    expect(analyzeMessage('I CANNOT DO THIS ANYMORE').urgency).toBe('high');
    expect(analyzeMessage("PLEASE PRAY, IT'S BAD").urgency).toBe('high');
    expect(analyzeMessage('OK').urgency).toBe('normal');
    expect(analyzeMessage('I').urgency).toBe('normal');
    expect(analyzeMessage('OK 123').urgency).toBe('normal');
    expect(analyzeMessage('I read the KJV and the NIV').urgency).toBe('normal');
    expect(analyzeMessage('HELP me').urgency).toBe('normal');
  });

  it('is high on repeated punctuation, not on a single mark or an ellipsis', () => {
    for (const message of ['Why did this happen??', 'Please help!!', 'Really?!', 'What!?', 'No‼', 'Why?!?!']) {
      expect(analyzeMessage(message).urgency, message).toBe('high');
    }
    for (const message of ['Why did this happen?', 'Praise God!', 'I wonder...', 'Well… maybe', 'Is it? Yes! Good.']) {
      expect(analyzeMessage(message).urgency, message).toBe('normal');
    }
  });

  it('exposes the caps and punctuation tests', () => {
    expect(isAllCaps('GOD IS GOOD')).toBe(true);
    expect(isAllCaps('GOD')).toBe(false);
    expect(isAllCaps('God Is Good')).toBe(false);
    expect(isAllCaps('ÉCOUTE MOI')).toBe(true);
    expect(hasRepeatedPunctuation('?!')).toBe(true);
    expect(hasRepeatedPunctuation('? !')).toBe(false);
  });
});

describe('tone', () => {
  it.each([
    ['I feel so anxious about my exams', 'distressed'],
    ['My mother passed away last week', 'distressed'],
    ["I'm not okay", 'distressed'],
    ['I feel so alone', 'distressed'],
    ["I don't understand why God allows this", 'confused'],
    ['I am confused about baptism', 'confused'],
    ['What does Romans 8:28 mean?', 'confused'],
    ['Thank you for the verse', 'grateful'],
    ['I am so grateful for my church', 'grateful'],
    ['I am so happy, we got engaged!', 'joyful'],
    ['Hallelujah, my prayer was answered', 'joyful'],
    ['Tell me about the book of Ruth', 'neutral'],
    ['Why is faith alone enough?', 'neutral'],
    ['What is the fear of the Lord?', 'neutral'],
    ['Tell me about the empty tomb', 'neutral'],
  ] as const)('%j is %s', (message, tone) => {
    expect(analyzeMessage(message).tone).toBe(tone);
  });

  it('is urgent whenever urgency is high', () => {
    expect(analyzeMessage('THANK YOU SO MUCH').tone).toBe('urgent');
    expect(analyzeMessage('I am so happy!!').tone).toBe('urgent');
    expect(analyzeMessage("I don't want to live anymore").tone).toBe('urgent');
  });

  it('follows the precedence distressed > confused > grateful > joyful', () => {
    expect(analyzeMessage("Thank you, but I'm still so anxious and I don't understand").tone).toBe('distressed');
    expect(analyzeMessage("Thanks, but I don't understand this chapter").tone).toBe('confused');
    expect(analyzeMessage('Thank God, I am so happy').tone).toBe('grateful');
  });

  it('skips a feeling that is negated', () => {
    expect(analyzeMessage('I am not happy with my life').tone).not.toBe('joyful');
    expect(analyzeMessage('No thanks, I will read it later').tone).toBe('neutral');
    expect(analyzeMessage('Jesus said do not worry about tomorrow').tone).toBe('neutral');
    expect(analyzeMessage("I'm not afraid anymore").tone).toBe('neutral');
  });
});

describe('formality', () => {
  it.each([
    ["I'm struggling with prayer", 'casual'],
    ["Don't know what to do", 'casual'],
    ["It's been a long week", 'casual'],
    ['hey, got a question', 'casual'],
    ['Hey there', 'casual'],
    ['gonna pray about it', 'casual'],
    ['lol that makes sense', 'casual'],
    ['can u help me', 'casual'],
    ['i need prayer', 'casual'],
    ['What should i read today?', 'casual'],
    ['Thank you 🙏', 'casual'],
    ['I would like to understand the Sermon on the Mount.', 'formal'],
    ["What does God's Word say about patience?", 'formal'],
    ['Please explain the parable, i.e. its meaning.', 'formal'],
    ['I read about the U.S. church history.', 'formal'],
  ] as const)('%j is %s', (message, formality) => {
    expect(analyzeMessage(message).formality).toBe(formality);
  });

  it('reads curly apostrophes as contractions', () => {
    expect(analyzeMessage('I don’t know').formality).toBe('casual');
  });
});

describe('analyzeMessage', () => {
  it('returns all four dimensions', () => {
    expect(analyzeMessage('Good afternoon. I would like to learn about the book of Psalms and how to pray them.')).toEqual({
      urgency: 'normal',
      tone: 'neutral',
      length: 'medium',
      formality: 'formal',
    });
  });
});
