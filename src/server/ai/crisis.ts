/**
 * Crisis safety (DESIGN.md section 5): a message that says the writer is at risk of self-harm or
 * suicide, is being abused, or is in immediate danger gets crisis-line resources at the top of the
 * reply, whatever the model says.
 *
 * What counts. The patterns look for a person speaking about themselves (or about someone at risk
 * right now: 'my friend is suicidal'), not for alarming words. A question about the topic, such as
 * 'suicide in the Bible (Judas): what does Scripture say?', is not a crisis: the bare words
 * 'suicide' and 'self-harm' never trigger on their own, a first-person statement does ('I have been
 * thinking about suicide', 'I self-harm'). Idioms ('this homework is killing me', 'dying to see
 * you', 'my mom is going to kill me') and Christian language ('die to self', 'Jesus died for our
 * sins', the hymn 'Take my life and let it be') are left alone. Where a phrase is truly ambiguous
 * ('I hurt myself', 'overdose') the detector errs towards showing the resources: a needless
 * helpline note costs little, a missed one may cost a life.
 */

export type CrisisSignal = 'suicide' | 'self-harm' | 'abuse' | 'danger';

export interface CrisisDetection {
  crisis: boolean;
  /** The kinds of risk found, each once, in the order suicide, self-harm, abuse, danger. */
  signals: CrisisSignal[];
}

interface CrisisPattern {
  signal: CrisisSignal;
  pattern: RegExp;
  /** A match is dropped when the text right after it matches this (an idiom or an accident). */
  unless?: RegExp;
}

/** People who may hurt the writer, for 'he hits me', 'my stepdad beats me'. */
const ABUSER =
  "(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|ex|dad|father|mom|mum|mother|step ?dad|step ?father|step ?mom|step ?mum|step ?mother|parents?|uncle|aunt|brother|sister|cousin|grand(?:pa|father|ma|mother)|boss|teacher|coach|pastor|priest|youth pastor|roommate))";
/** One optional word between a subject and its verb ('he always hits me'), but never a negation. */
const ADVERB = "(?:(?!never\\b|not\\b|doesn't\\b|didn't\\b|won't\\b|wouldn't\\b|no longer\\b)\\w+\\s+)?";
/** The writer as the one something is done to: 'I was abused', 'being abused'. */
const PASSIVE = "(?:i'm|im|i am|i was|i've been|ive been|i have been|i got|i get|being|getting|keep getting|still being|been)";
const ACCIDENT =
  /^\s+(?:while|playing|at|in|during|on|with|when|doing|shaving|cooking|chopping|cutting|lifting|running|falling|training|working|by accident|accidentally|slightly|a little)\b/;

const PATTERNS: CrisisPattern[] = [
  // Suicide: killing or ending one's own life, in the writer's own words.
  {
    signal: 'suicide',
    pattern: /\b(?:kill|killing|hang|hanging|shoot|shooting|off|offing|poison|poisoning)\s+myself\b/,
    // 'killing myself laughing', 'killing myself trying to finish this', 'shooting myself in the foot'.
    unless: /^\s+(?:laughing|trying|working|studying|over (?:this|it|work)|in the foot|to (?:finish|get|meet|make|please))\b/,
  },
  { signal: 'suicide', pattern: /\bdrown(?:ing)?\s+myself\b/, unless: /^\s+in\b/ },
  // Not the hymn 'Take my life and let it be consecrated, Lord, to Thee', nor 'the Lord will take my life'.
  {
    signal: 'suicide',
    pattern: /(?<!\b(?:god|lord|jesus|christ)\s+(?:\w+\s+)?)\b(?:end|ending|take|taking)\s+my\s+(?:own\s+)?life\b/,
    unless: /^\s+and let it be\b/,
  },
  { signal: 'suicide', pattern: /\bend(?:ing)?\s+it\s+all\b/ },
  { signal: 'suicide', pattern: /\b(?:going to|gonna|want to|wanna|ready to|about to|planning to|i'll|i will)\s+end\s+it(?=\s*$|\s*[.!,;]|\s+(?:tonight|today|now|soon|for good|this time))/ },
  { signal: 'suicide', pattern: /\bkms\b/ },
  { signal: 'suicide', pattern: /\b(?:think|thinking|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing)\s+(?:about|of)\s+not\s+(?:being here|waking up|existing|being alive)\b/ },
  {
    signal: 'suicide',
    pattern: /\b(?:think|thinking|thought)\s+(?:about|of)\s+(?:dying|death|being dead)\s+(?:every day|every night|all the time|constantly|a lot|more and more)\b/,
  },
  { signal: 'suicide', pattern: /\b(?:nobody|no one|no-one)\s+would\s+(?:miss me|care|notice)\s+if\s+i\s+(?:was|were|died|disappeared|killed|ended)\b/ },
  { signal: 'suicide', pattern: /\b(?:don't|dont|do not|no longer|not|never)\s+(?:\w+\s+)?(?:want|wanna|wish)\s+to\s+(?:live|be alive|be here|exist|wake up|go on|keep living)\b/ },
  {
    signal: 'suicide',
    pattern: /(?<!\b(?:don't|dont|do not|never|not|doesn't)\s+)\b(?:want|wanna|wish|plan|planning|ready|decided)\s+(?:to\s+)?die\b/,
    // Romans 6 ('die to self'), martyrdom ('die for Christ'), idioms and a believer's peace about death.
    unless:
      /^\s+(?:to\s+(?:self|myself|sin|the flesh|my flesh|my old self|my pride|my ego|be with|go home)|for\s+(?:christ|jesus|him|the lord|my faith|god|the gospel)|and (?:be|go) (?:with|home|to)|laughing|of (?:embarrassment|laughter|shame|boredom)|happy|old|in (?:peace|my sleep|christ|the lord)|someday|one day)\b/,
  },
  { signal: 'suicide', pattern: /\bwish\s+i\s+(?:was|were|had been)\s+(?:dead|never born)\b/ },
  { signal: 'suicide', pattern: /\bwish\s+i\s*(?:had|'d|d)\s+never\s+been\s+born\b/ },
  { signal: 'suicide', pattern: /\b(?:no reason|nothing)\s+(?:left\s+)?to\s+live\s+for\b/ },
  { signal: 'suicide', pattern: /\b(?:better off|be better)\s+(?:dead|without me)\b/ },
  { signal: 'suicide', pattern: /\bcan't\s+go\s+on\s+(?:living|anymore|any more|like this)\b/ },
  // Present tense only: 'my friend is suicidal' is someone at risk now; 'was Judas suicidal?' is a question.
  { signal: 'suicide', pattern: /\b(?:am|i'm|im|is|are|feel|feels|feeling|been|seem|seems)\s+(?:so\s+|very\s+|really\s+|kind of\s+|kinda\s+|a bit\s+|a little\s+)?suicidal\b/ },
  { signal: 'suicide', pattern: /\b(?:i have|i've|ive|i'm having|i am having|having|i keep having|i get|i'm getting|my)\s+suicidal\s+(?:thoughts|feelings|urges|ideas)\b/ },
  {
    signal: 'suicide',
    pattern:
      /\b(?:i|i'm|im|i am|i've|ive|i have|i've been|i have been|been|i keep)\s+(?:\w+\s+){0,2}(?:thinking|thought|want|wanna|going|gonna|plan|planning|tempted|decided|considering|considered)\s+(?:about\s+|of\s+|to\s+)?(?:commit(?:ting)?\s+suicide|suicide|killing myself|ending my life|ending it)\b/,
  },
  { signal: 'suicide', pattern: /\b(?:i|i've|i have)\s+(?:\w+\s+)?(?:tried|attempted)\s+(?:to\s+(?:commit\s+)?)?(?:suicide|kill myself)\b/ },
  { signal: 'suicide', pattern: /\b(?:going to|gonna|about to|want to|wanna|ready to|planning to)\s+jump\b(?=\s*$|\s*[.!,;]|\s+(?:off|from|in front of|out of (?:the|a|my) window|onto the tracks))/ },
  { signal: 'suicide', pattern: /\bjump(?:ing)?\s+(?:off|from)\s+(?:a|the|this|that)\s+(?:bridge|building|roof|cliff|ledge|balcony|tower)\b/ },
  { signal: 'suicide', pattern: /\boverdos(?:e|ed|es|ing)\b/ },
  { signal: 'suicide', pattern: /\b(?:take|took|taking|swallow|swallowed|swallowing)\s+(?:a bottle|a handful|the whole bottle|a whole bottle)\s+of\b/ },
  { signal: 'suicide', pattern: /\b(?:take|took|taking|swallow|swallowed|swallowing)\s+(?:all|every one)\s+(?:of\s+)?(?:my|the|these|those)\s+(?:pills|tablets|meds|medication|sleeping pills)\s+at\s+once\b/ },

  // Self-harm.
  { signal: 'self-harm', pattern: /\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|burned|burnt|injure|injuring|punish|punishing|starve|starving|scratch|scratching)\s+myself\b/, unless: ACCIDENT },
  {
    signal: 'self-harm',
    pattern: /\b(?:i|i've|ive|i'm|im|i am|i have|my)\s+(?:(?:been|still|keep|started|start|used to|struggle with|struggling with|am|do)\s+)*self[- ]?(?:harm(?:ing|ed|s)?|injur(?:y|ing|ed)|mutilat\w*)\b/,
  },
  { signal: 'self-harm', pattern: /\b(?:stop|quit)\s+self[- ]?harm(?:ing)?\b/ },
  { signal: 'self-harm', pattern: /\b(?:i|i've|i have|i'm|im|i am)\s+(?:\w+\s+)?(?:relapsed|started)\s+(?:on\s+)?cutting\b/ },

  // Abuse.
  {
    signal: 'abuse',
    pattern: new RegExp(
      `\\b${ABUSER}\\s+${ADVERB}(?:(?:hits|hit)\\s+me(?!\\s+up\\b)|(?:beats|beat|kicks|kicked|chokes|choked|strangles|strangled|punches|punched|slaps|slapped|rapes|raped|molests|molested|abuses|abused|hurts|threatens|threatened|burns|burned|locks|locked|assaults|assaulted)\\s+me\\b)`,
    ),
    // 'he beat me at chess', 'she beat me to it'.
    unless: /^\s+(?:at|in|to it|to the|by|on points|back)\b/,
  },
  { signal: 'abuse', pattern: new RegExp(`\\b${ABUSER}\\s+${ADVERB}touch(?:es|ed)?\\s+me\\s+(?:inappropriately|sexually|where|down there|when no one)`) },
  { signal: 'abuse', pattern: new RegExp(`\\b${PASSIVE}\\s+(?:\\w+\\s+)?(?:abused|raped|molested|sexually assaulted|assaulted|trafficked|groomed)\\b`) },
  { signal: 'abuse', pattern: new RegExp(`\\b${PASSIVE}\\s+(?:\\w+\\s+)?(?:beaten|hit|punched|kicked|choked|strangled|slapped|threatened)\\s+by\\s+${ABUSER}`) },
  { signal: 'abuse', pattern: /\b(?:being|getting|keep getting)\s+(?:beaten|hit)\b/, unless: /^\s+(?:at|in|on|by (?:the|my|our) (?:team|opponent|brother|sister|friend)s?)\b/ },
  { signal: 'abuse', pattern: /\b(?:i'm|im|i am|i live|living|stuck|trapped)\s+in\s+an?\s+(?:abusive|violent)\s+(?:relationship|marriage|home|family|household)\b/ },
  { signal: 'abuse', pattern: new RegExp(`\\b${ABUSER}\\s+(?:is|was|has been|gets|becomes|can be)\\s+${ADVERB}(?:abusive|violent)\\b`) },
  { signal: 'abuse', pattern: /\bthreaten(?:s|ed|ing)?\s+to\s+(?:kill|hurt|beat|shoot|stab)\s+(?:me|us|my)\b/ },

  // Immediate danger.
  { signal: 'danger', pattern: /\bnot\s+safe\s+(?:at home|in my (?:home|house)|with (?:him|her|them|my \w+))\b/ },
  { signal: 'danger', pattern: /\b(?:i'm|im|i am|i)\s+(?:\w+\s+)?(?:not safe|in danger|unsafe)\b/, unless: /^\s+(?:of|from|zone|to drive)\b/ },
  { signal: 'danger', pattern: /\b(?:don't|do not|dont)\s+feel\s+safe\s+(?:at home|in my (?:home|house)|with (?:him|her|them|my \w+)|around (?:him|her|them|my \w+))\b/ },
  { signal: 'danger', pattern: /\b(?:afraid|scared|terrified)\s+to\s+go\s+home\b/ },
  { signal: 'danger', pattern: /\bmy\s+life\s+is\s+in\s+danger\b/ },
  {
    signal: 'danger',
    pattern: /\b(?:someone|somebody|he|she|they|a man|a stranger)(?:'s|\s+is|\s+are)?\s+(?:trying to|going to|gonna)\s+(?:kill|hurt|attack|stab|shoot)\s+me\b/,
    // 'she's trying to kill me with these workouts'.
    unless: /^\s+with\b/,
  },
  {
    signal: 'danger',
    pattern: new RegExp(`\\b(?:${ABUSER}|someone|somebody)\\s+(?:\\w+\\s+){0,2}(?:gun|knife|weapon)\\s+(?:on|at|to|against)\\s+(?:me|my (?:head|throat|neck|chest))\\b`),
  },
];

const SIGNAL_ORDER: CrisisSignal[] = ['suicide', 'self-harm', 'abuse', 'danger'];

/** Lower case, one kind of apostrophe and dash, single spaces: so that the patterns stay readable. */
function normalise(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each pattern compiled once with the global flag (compiling per message was most of the check's time). */
const COMPILED = PATTERNS.map((candidate) => ({ ...candidate, global: new RegExp(candidate.pattern.source, 'g') }));

function matches(text: string, { global, unless }: (typeof COMPILED)[number]): boolean {
  // matchAll clones the expression, so the shared one's lastIndex is never disturbed.
  for (const match of text.matchAll(global)) {
    if (!unless) return true;
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (!unless.test(after)) return true;
  }
  return false;
}

/**
 * Looks for self-harm, suicide, abuse and immediate-danger signals in a user's message
 * (see the module comment for what counts and what deliberately does not).
 */
export function detectCrisis(message: string): CrisisDetection {
  const text = normalise(message);
  const found = new Set<CrisisSignal>();
  for (const candidate of COMPILED) {
    if (!found.has(candidate.signal) && matches(text, candidate)) found.add(candidate.signal);
  }
  const signals = SIGNAL_ORDER.filter((signal) => found.has(signal));
  return { crisis: signals.length > 0, signals };
}

/** Regions with their own crisis lines; any other code gets the international directory. */
export const CRISIS_REGIONS = ['US', 'GB', 'IE', 'CA', 'AU', 'NZ'] as const;
export type CrisisRegion = (typeof CRISIS_REGIONS)[number];

const REGION_ALIASES: Record<string, CrisisRegion> = { UK: 'GB', USA: 'US' };

const DIRECTORY = 'Anywhere in the world: find a local helpline at **findahelpline.com**';

const REGION_LINES: Record<CrisisRegion, string[]> = {
  US: [
    'Call or text **988** (the 988 Suicide & Crisis Lifeline), or chat at **988lifeline.org**, any time, day or night',
    'In immediate danger: call **911**',
  ],
  CA: ['Call or text **988** (the 988 Suicide Crisis Helpline), any time, day or night', 'In immediate danger: call **911**'],
  GB: ['Call **Samaritans** free on **116 123**, any time, day or night', 'In immediate danger: call **999** or **112**'],
  IE: ['Call **Samaritans** free on **116 123**, any time, day or night', 'In immediate danger: call **112** or **999**'],
  AU: ['Call **Lifeline** on **13 11 14**, any time, day or night', 'In immediate danger: call **000**'],
  NZ: ['Call or text **1737** (Need to talk?), free, any time, day or night', 'In immediate danger: call **111**'],
};

const UNKNOWN_REGION_LINES = ['In immediate danger: call **your local emergency number**'];

function regionOf(region: string): CrisisRegion | null {
  const code = region.trim().toUpperCase();
  if (code === '') return 'US';
  if (code in REGION_ALIASES) return REGION_ALIASES[code] ?? null;
  return (CRISIS_REGIONS as readonly string[]).includes(code) ? (code as CrisisRegion) : null;
}

/**
 * The Markdown block that comes first in a crisis reply: the region's crisis line and emergency
 * number (US when the region is blank; 'UK' is read as GB), the international directory, and an
 * encouragement to reach a pastor, a trusted person or a counsellor. An unknown region gets the
 * directory and 'your local emergency number'.
 */
export function crisisResources(region: string): string {
  const known = regionOf(region);
  const lines = [...(known ? REGION_LINES[known] : UNKNOWN_REGION_LINES), DIRECTORY];
  return [
    '**You matter, and you do not have to face this alone. If you are in danger or thinking about harming yourself, please reach out right now:**',
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    'Please also reach out today to a pastor, a trusted person, or a counsellor, and let them walk with you.',
  ].join('\n');
}
