import type { ConcernTopic, Language } from '@kaizen/contracts';
import type { BaseProviderType } from './care-types';
import type { Random } from './random';

// Believable, varied first-person bios assembled from parts: an opening for the kind of care, the
// concerns the provider works with, an approach, the languages and a personal closing.

/** How a concern reads in a sentence. */
const CONCERN_PHRASES: Partial<Record<ConcernTopic, string>> = {
  adhd: 'ADHD',
  ocd: 'OCD',
  'womens health': "women's mental health",
  'bipolar-affective-disorder': 'bipolar affective disorder',
  'lgbtqia concerns': 'LGBTQIA+ concerns',
  'child specialist': "children's emotional needs",
  'general well-being': 'everyday well-being',
  'work-related concerns': 'work-related stress and burnout',
  personality: 'personality difficulties',
};
const phrase = (concern: ConcernTopic) => CONCERN_PHRASES[concern] ?? concern;

const LANGUAGE_NAMES: Record<Language, string> = {
  english: 'English',
  gujarati: 'Gujarati',
  tamil: 'Tamil',
  malayalam: 'Malayalam',
  marathi: 'Marathi',
  bengali: 'Bengali',
  french: 'French',
  hindi: 'Hindi',
  punjabi: 'Punjabi',
};

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const OPENINGS = [
  'I am {a title} with {years} of experience.',
  'As {a title}, I have spent {years} listening to people at some of the hardest points of their lives.',
  'I have worked as {a title} for {years}, in hospitals, schools and private practice.',
  'I am {a title}; over {years} of practice I have learnt that no two people heal the same way.',
];

const FOCUS = [
  'Most of my work is with people facing {c1} and {c2}.',
  'I often work with {c1}, {c2} and {c3}.',
  'People usually come to me for help with {c1}; many also want to work on {c2}.',
  'My areas of focus include {c1}, {c2} and {c3}.',
];

const APPROACHES: Record<BaseProviderType, readonly string[]> = {
  therapy: [
    'My approach draws on CBT and acceptance and commitment therapy, adapted to your pace.',
    'I work integratively, bringing in CBT, mindfulness and narrative techniques as they fit you.',
    'Sessions with me are collaborative: we set goals together and look back at them regularly.',
    'I am trauma-informed and queer-affirmative, and I like to keep sessions practical.',
  ],
  psychiatry: [
    'I explain every medication choice, its benefits and its side effects, and use the lowest dose that works.',
    'I combine medication, where it helps, with sleep and lifestyle changes and close work with your therapist.',
    'A first consultation with me is unhurried: I want to understand your history before suggesting any treatment.',
  ],
  couples: [
    'I see the relationship as the client, and help both partners feel heard before we work on change.',
    'My work draws on the Gottman method and emotionally focused therapy.',
    'Together we look at the patterns that keep you stuck and practise new ways of talking and listening.',
  ],
  coach: [
    'Coaching with me is structured and goal-driven, with small commitments between sessions.',
    'I help people get clear on what they want next and build the habits to get there.',
  ],
  children_first: [
    'I use play, art and conversation to help children say what they cannot yet put into words.',
    'I work closely with parents and, where useful, with schools, so change carries over to home.',
  ],
  ancillary_assessment: [
    'My assessments use standardised tools, and I take time to walk you through the report.',
    'An assessment with me runs over two or three sessions and ends with clear, written recommendations.',
  ],
  care_coordinator: [
    'I help you find the right care, keep your appointments on track and stay in touch between sessions.',
    'I coordinate between you, your family and your clinicians so nothing falls through the cracks.',
  ],
};

const LANGUAGE_LINES = ['I offer sessions in {langs}.', 'You can speak with me in {langs}.'];

const CLOSINGS = [
  'Outside work, I {hobby}.',
  'When I am not in session, I {hobby}.',
  'Whatever brings you here, you will be heard without judgement.',
  'I believe small, steady steps add up to real change.',
];

const HOBBIES = [
  'read Urdu poetry',
  'run half-marathons',
  'tend an overgrown balcony garden',
  'play the tabla',
  'bake sourdough, badly but happily',
  'trek in the Sahyadris',
  'volunteer at an animal shelter',
  'sing with a community choir',
  'paint with watercolours',
];

interface BioFacts {
  baseType: BaseProviderType;
  title: string;
  years: number;
  concerns: readonly ConcernTopic[];
  languages: readonly Language[];
  /** A city abroad for providers based outside India. */
  abroadCity?: string | undefined;
}

export function writeBio(random: Random, facts: BioFacts): string {
  const [c1 = 'stress', c2 = 'anxiety', c3 = 'relationships'] = random
    .sample(facts.concerns, 3)
    .map(phrase);
  const fill = (template: string) =>
    template
      .replace('{a title}', `${/^[aeiou]/i.test(facts.title) ? 'an' : 'a'} ${facts.title}`)
      .replace('{years}', `${facts.years} year${facts.years === 1 ? '' : 's'}`)
      .replace('{c1}', c1)
      .replace('{c2}', c2)
      .replace('{c3}', c3)
      .replace('{langs}', listed(facts.languages.map((language) => LANGUAGE_NAMES[language])))
      .replace('{hobby}', random.pick(HOBBIES));
  const sentences = [
    random.pick(OPENINGS),
    random.pick(FOCUS),
    random.pick(APPROACHES[facts.baseType]),
    facts.abroadCity
      ? `I am based in ${facts.abroadCity} and see clients online across time zones.`
      : undefined,
    random.pick(LANGUAGE_LINES),
    random.pick(CLOSINGS),
  ];
  return sentences
    .filter((sentence): sentence is string => sentence !== undefined)
    .map(fill)
    .join(' ');
}
