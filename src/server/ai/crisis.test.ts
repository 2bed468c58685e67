import { describe, expect, it } from 'vitest';
import { CRISIS_REGIONS, crisisResources, detectCrisis, type CrisisSignal } from './crisis.ts';

const positives: Array<[string, CrisisSignal]> = [
  ['I want to kill myself', 'suicide'],
  ['Sometimes I think I should just end my life.', 'suicide'],
  ["I don't want to live anymore", 'suicide'],
  ['I don’t really want to be alive anymore', 'suicide'],
  ['I want to die', 'suicide'],
  ['i just wanna die tbh', 'suicide'],
  ['I feel suicidal tonight', 'suicide'],
  ["I've been thinking about suicide a lot", 'suicide'],
  ['Everyone would be better off without me', 'suicide'],
  ["I'm thinking of taking my own life", 'suicide'],
  ['I want to end it all', 'suicide'],
  ['I took an overdose an hour ago', 'suicide'],
  ["I'm standing on the bridge and I'm going to jump", 'suicide'],
  ['I wish I had never been born', 'suicide'],
  ['My best friend is suicidal, what do I do?', 'suicide'],
  ["I'm going to end it tonight", 'suicide'],
  ['i wanna kms', 'suicide'],
  ['I keep thinking about not waking up', 'suicide'],
  ['Nobody would miss me if I was gone', 'suicide'],
  ['I keep wanting to hurt myself', 'self-harm'],
  ['I started cutting myself again last week', 'self-harm'],
  ["I've been self-harming since school", 'self-harm'],
  ['He hits me when he is drunk', 'abuse'],
  ['my husband beats me', 'abuse'],
  ['My stepdad always hits me', 'abuse'],
  ['I am being abused at home', 'abuse'],
  ['I was sexually abused as a child and it still haunts me', 'abuse'],
  ['I live in an abusive marriage', 'abuse'],
  ['I was beaten by my husband last night', 'abuse'],
  ['He threatened to kill me if I leave', 'abuse'],
  ["I'm not safe at home", 'danger'],
  ["I don't feel safe with him", 'danger'],
  ['I am scared to go home tonight', 'danger'],
  ['Someone is trying to hurt me', 'danger'],
  ['he pulled a knife on me', 'danger'],
  ['I AM NOT SAFE', 'danger'],
];

const negatives = [
  'this homework is killing me',
  'I died laughing at that sermon joke',
  'How do I kill the weeds in my garden?',
  'Jesus died for our sins',
  'Suicide in the Bible (Judas) — what does Scripture say?',
  'What does the Bible say about self-harm?',
  'Was Judas suicidal?',
  'my phone is dead',
  "I'm dying to see you at church on Sunday",
  'I want to die to self and live for Christ',
  'Take my life and let it be consecrated, Lord, to Thee',
  'My mom is going to kill me when she sees my grades',
  'I cut myself shaving this morning',
  'I hurt myself playing football',
  'He beat me at chess again',
  'He hit me up yesterday about Bible study',
  'I was killing myself laughing',
  "I'm going to jump for joy!",
  'For to me to live is Christ, and to die is gain',
  "I'm so afraid of dying, I don't want to die",
  'David killed Goliath with a stone',
  'He touched me, oh He touched me',
  'I am in danger of failing my exams',
  'I abused my body with junk food for years',
  'The sermon was to die for',
  'Is it a sin to commit suicide?',
  'The Lord will take my life when He wills, and I trust Him',
  'I got beaten in the final',
  'We are all going to die someday',
  'My boyfriend hurt me when he cheated',
];

describe('detectCrisis', () => {
  it.each(positives)('flags %j as %s', (message, signal) => {
    const result = detectCrisis(message);
    expect(result.crisis).toBe(true);
    expect(result.signals).toContain(signal);
  });

  it.each(negatives)('does not flag %j', (message) => {
    expect(detectCrisis(message)).toEqual({ crisis: false, signals: [] });
  });

  it('has at least 15 positive and 15 negative cases', () => {
    expect(positives.length).toBeGreaterThanOrEqual(15);
    expect(negatives.length).toBeGreaterThanOrEqual(15);
  });

  it('reports each kind once, in a fixed order', () => {
    expect(detectCrisis('He beats me and I want to kill myself. I want to kill myself.').signals).toEqual(['suicide', 'abuse']);
  });

  it('reads curly apostrophes, capitals and line breaks like plain text', () => {
    expect(detectCrisis('I DON’T WANT TO\nLIVE ANYMORE').crisis).toBe(true);
  });
});

describe('crisisResources', () => {
  const encouragement = /pastor, a trusted person, or a counsellor/;

  it('supports exactly these regions', () => {
    expect([...CRISIS_REGIONS]).toEqual(['US', 'GB', 'IE', 'CA', 'AU', 'NZ']);
  });

  it('gives the US resources by default and for US', () => {
    for (const region of ['US', 'us', '']) {
      const block = crisisResources(region);
      expect(block).toContain('**988**');
      expect(block).toContain('988 Suicide & Crisis Lifeline');
      expect(block).toContain('988lifeline.org');
      expect(block).toContain('**911**');
      expect(block).toContain('findahelpline.com');
      expect(block).toMatch(encouragement);
    }
  });

  it.each([
    ['GB', ['116 123', 'Samaritans', '999', '112']],
    ['UK', ['116 123', 'Samaritans', '999', '112']],
    ['IE', ['116 123', 'Samaritans', '112', '999']],
    ['CA', ['988', '911']],
    ['AU', ['Lifeline', '13 11 14', '000']],
    ['NZ', ['1737', '111']],
  ])('gives the %s resources', (region, expected) => {
    const block = crisisResources(region);
    for (const text of expected) expect(block).toContain(text);
    expect(block).toContain('findahelpline.com');
    expect(block).not.toContain('988lifeline.org');
    expect(block).toMatch(encouragement);
  });

  it('gives the international directory and the local emergency number for an unknown region', () => {
    const block = crisisResources('FR');
    expect(block).toContain('findahelpline.com');
    expect(block).toContain('your local emergency number');
    expect(block).not.toMatch(/988|911|116 123/);
    expect(block).toMatch(encouragement);
  });

  it('is a Markdown block that ends with the encouragement', () => {
    for (const region of [...CRISIS_REGIONS, 'XX']) {
      const block = crisisResources(region);
      expect(block.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
      expect(block.trim().split('\n').at(-1)).toMatch(encouragement);
    }
  });
});
