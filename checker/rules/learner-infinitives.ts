import type { PhraseTable } from '../engine/phrase-table';
import { isNoun, isPastTense, isVerb, lemmaAfterModal, lemmaOfParticiple } from '../lexicon/forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson } from '../lexicon/inflect';
import { isIngAdjective, VERB_OBJECTS } from '../lexicon/words';

/*
 * Learner rules about a verb's "to": the phrases whose verb takes "to" ("want go" -> "want to go", "It is
 * difficult learn" -> "difficult to learn"), and those whose bare verb or -ing form a learner writes as "to"
 * (TO_INFINITIVE, one table of the phrase family: learner-phrases.ts runs it).
 */

/** Adjectives of what it is like to do something: "It is difficult to learn", "necessary for us to go". */
const TO_ADJECTIVES =
  'necessary|important|difficult|easy|hard|possible|impossible|interesting|useful|helpful|dangerous|boring|exciting|convenient';

/** Verbs learners write after those adjectives, none of them a noun too ("It is hard work", "hard love"). */
const TO_VERBS = new Set(
  'learn understand find get make say know speak read write remember keep go come see buy live solve finish improve master believe imagine explain do have take give tell'.split(
    ' ',
  ),
);

/** Verbs that take "to" and never an -ing form after them: "decide to go", "hope to see you". */
const INFINITIVE_VERBS =
  'decide|decides|decided|agree|agrees|agreed|refuse|refuses|refused|plan|plans|planned|hope|hopes|hoped|want|wants|wanted|afford|promise|promises|promised|expect|expects|expected|manage|managed|pretend|pretended|intend|intended|arrange|arranged';

/**
 * Words after a word that may be a noun or a verb, showing it is the verb with its object or place: VERB_OBJECTS,
 * and "this", "these", "you", "back", "here", "up" ("I hope see you", "My plan is change this rule", "She
 * promised come back"). Not "that", which may start a clause ("The best thing is love that lasts").
 */
const PLAIN_VERB_OBJECTS = new Set([...VERB_OBJECTS, ...'this these you back here up'.split(' ')]);

/** Words after "hope", "try" that are no verb there: "They tried hard", "I hope so". */
const NOT_AFTER_HOPE = new Set('so not hard again once twice that'.split(' '));
export const TO_INFINITIVE: PhraseTable = [
  // "I decided going abroad", "We plan visiting Paris" -> "decided to go", "plan to visit". Not "a plan
  // involving three steps" (a noun), "She wanted swimming lessons" (a noun's adjective), "I expect exciting
  // news", nor "He decided going abroad was best" (a clause with its own verb); not "fail" ("the function
  // failed causing an error" says what its failing did).
  [
    new RegExp(
      String.raw`(?<!\b(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]his|[Tt]hat)\s+)\b((?:${INFINITIVE_VERBS})\s+)([a-z]+ing)\b(?!\s+[a-z]+s\b)(?![^,.;!?]*\b(?:is|are|was|were|will|would|can|could|has|have|had)\b)`,
      'g',
    ),
    (m) => {
      const lemma = isIngAdjective(m[2]!)
        ? undefined
        : lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'This verb takes "to" and the verb: "I decided to go abroad", "I hope to see you soon".',
  ],
  // "She hopes become a doctor", "We plan visit Beijing", "I would like go there" -> "hopes to become", "plan
  // to visit", "would like to go": after a person and these verbs, a bare verb wants "to" (Harper's MissingTo
  // knows "want", "need", "decide"). Only a verb with its object or place after it ("plan visit Beijing",
  // "promised come back"); not "I hope so", "They tried hard", "He tried black coffee".
  [
    /\b((?:I|you|he|she|we|they|You|He|She|We|They)(?:\s+(?:hope|hopes|hoped|plan|plans|planned|try|tries|tried|promise|promises|promised|would\s+like)|['’]d\s+like)\s+)([a-z]+)\b(?=(\s+[A-Za-z]+)?)/g,
    (m) => {
      const verb = m[2]!;
      const object = m[3]?.trim();
      const shown = object !== undefined && (/^[A-Z]/.test(object) || PLAIN_VERB_OBJECTS.has(object));
      return isVerb(verb) && shown && !NOT_AFTER_HOPE.has(verb) ? `${m[1]}to ${verb}` : m[0];
    },
    'This verb takes "to" and the verb: "She hopes to become a doctor".',
  ],
  // "Don't forget locking the door" -> "to lock": a reminder is of what is still to do ("I forgot meeting
  // him" remembers what was done, and is right).
  [
    /\b((?:[Dd]on['’]t|[Dd]o\s+not|[Nn]ever)\s+forget\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'A reminder takes "to": "Don\'t forget to lock the door".',
  ],
  // "My mother told me not go out" -> "not to go": what one is told not to do takes "to".
  [
    /\b((?:told|tell|tells|asked|ask|asks|warned|advised|ordered)\s+(?:me|him|her|us|them|you)\s+not\s+)([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) && m[2] !== 'to' ? `${m[1]}to ${m[2]}` : m[0]),
    'What one is told not to do takes "to": "She told me not to go out".',
  ],
  // "He used to smoking" -> "used to smoke": a past habit takes the verb itself ("He is used to smoking",
  // "got used to waking early" are right: being accustomed).
  [
    /(?<!\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|become|became|['’]m|['’]re|['’]s)\s+(?:(?:not|never|so|very|quite|already|all)\s+)?)\b((?:[Ii]|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+(?:never\s+)?used\s+to\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'A past habit takes the verb itself: "He used to smoke" ("He is used to smoking": he is accustomed).',
  ],
  // "I am happy for meeting you" -> "happy to meet you" (很高兴见到你): a feeling about what one does takes "to".
  [
    /\b((?:happy|glad|pleased|nice|delighted)\s+)for\s+(meeting|seeing|hearing)\b/gi,
    (m) => `${m[1]}to ${m[2]!.toLowerCase().replace(/ing$/, '')}`,
    'A feeling about what one does takes "to": "I am happy to meet you".',
  ],
  // "I forgot bring my book" -> "forgot to bring": what one forgets or remembers to do takes "to".
  [
    /\b((?:forget|forgets|forgot|remember|remembers|remembered)\s+)(bring|take|do|close|lock|tell|call|buy|turn|send|write|give|feed|pay|check)\b(?=\s+(?:my|your|his|her|our|their|the|a|an|it|him|them|me|us|off|on)\b)/g,
    (m) => `${m[1]}to ${m[2]}`,
    'What one forgets (or remembers) to do takes "to": "I forgot to bring my book".',
  ],
  // "It's necessary for us learn English" -> "for us to learn", "It is difficult learn English" -> "difficult
  // to learn": what it is like to do takes "to" (not "It is hard work": a noun, not a verb).
  [
    new RegExp(
      `\\b((?:${TO_ADJECTIVES})\\s+(?:for\\s+(?:us|me|him|her|them|you|people|students|children)\\s+)?)([a-z]+)\\b(?=\\s+[A-Za-z])`,
      'g',
    ),
    (m) =>
      /(?:^|\b)(?:it|It)(?:\s+(?:is|was)|['’]s)\s+(?:(?:very|so|too|really|quite)\s+)?$/.test(
        m.input.slice(0, m.index),
      ) && TO_VERBS.has(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'What it is like to do takes "to": "It is difficult to learn English", "necessary for us to learn".',
  ],
  // "He doesn't know how to swimming" -> "how to swim": "how/what/where to" takes the verb's base form.
  [
    /(?<=\b(?:[Hh]ow|[Ww]hat|[Ww]here|[Ww]hether)\s+to\s+)([a-z]+ing)\b/g,
    (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    'After "how to", the verb is in its base form: "how to swim".',
  ],
  // "It is important to learning English" -> "to learn": after "It is … to", the verb's base form ("key to
  // learning" and "important to learning" without "It is" may be the preposition's).
  [
    new RegExp(
      `(?<=\\b(?:It|it)(?:\\s+(?:is|was)|['’]s)\\s+(?:(?:very|so|too|really|quite)\\s+)?(?:${TO_ADJECTIVES})\\s+to\\s+)([a-z]+ing)\\b`,
      'g',
    ),
    (m) => lemmasOfIng(m[1]!).find((candidate) => isVerb(candidate)) ?? m[0],
    'After "It is important to", the verb is in its base form: "It is important to learn English".',
  ],
  // "My parents don't allow me go out" -> "allow me to go", "He told me go home" -> "told me to go" (verbs
  // that are seldom nouns: not "told them help was coming").
  [
    /\b((?:allow|allows|allowed|permit|permits|permitted|encourage|encourages|encouraged|force|forces|forced|ask|asks|asked|tell|tells|told|teach|teaches|taught|advise|advises|advised|remind|reminds|reminded|invite|invites|invited|persuade|persuades|persuaded)\s+(?:me|him|her|us|them|you)\s+)(go|come|do|play|stay|eat|watch|leave|buy|see|take|read|speak|learn|try|study|work|write|finish|join|keep|be|practise|practice|clean|visit|call)\b/g,
    (m) => `${m[1]}to ${m[2]}`,
    'These verbs take "to" before the next verb: "allow me to go", "told me to go".',
  ],
  // "It's time go to bed", "It's time for go to bed" -> "time to go": what it is time for takes "to" (not
  // "time for sleep", "time for study": nouns).
  [
    /\b((?:[Ii]t['’]s|[Ii]t\s+is)\s+(?:high\s+)?time)\s+(for\s+)?(go|get|eat|have|leave|say|sleep|start|stop|study|do|make|take|come|begin)\b/g,
    (m) => (m[2] && /^(?:sleep|study)$/.test(m[3]!) ? m[0] : `${m[1]} to ${m[3]}`),
    'It is time "to" do something: "It\'s time to go to bed".',
  ],
  // "I would like going with you" -> "would like to go": "would like" takes "to" (not "would like swimming
  // lessons": a noun after the -ing word).
  [
    /\b((?:would|['’]d)\s+like)\s+([a-z]+ing)\b(?=\s*[.,!?;]|\s*$|\s+(?:to|with|in|at|on|for|the|a|an|my|your|his|her|our|their|this|that|it|me|him|them|us|home|there|here|out|abroad|together)\b)/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!.toLowerCase()).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} to ${lemma}` : m[0];
    },
    '"Would like" takes "to": "I would like to go with you".',
  ],
  // "Let's going to the park" -> "Let's go".
  [
    /\b([Ll]et['’]s)\s+([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]} ${lemma}` : m[0];
    },
    '"Let\'s" takes the bare verb: "Let\'s go to the park".',
  ],
  // "He is as tall than me" -> "as tall as": "as … as" compares what is equal.
  [
    /\b([Aa]s\s+([a-z]+))\s+than\b/g,
    // Not a comparative after "as" ("such as more than ten", "known as other than …").
    (m) => (/^(?:more|less|fewer|other|rather|[a-z]+er)$/.test(m[2]!) ? m[0] : `${m[1]} as`),
    'What is equal is compared with "as … as": "He is as tall as me".',
  ],
  // "I hope can see you soon" -> "I hope I can see you": "can" needs its subject ("hope to see" too).
  [
    /\b(I|We|They|we|they)\s+(hope|hoped|think|believe|wish)\s+can\b/g,
    (m) => `${m[1]} ${m[2]} ${m[1] === 'I' ? 'I' : m[1]!.toLowerCase()} can`,
    '"Can" needs its subject: "I hope I can see you".',
  ],
  // "I want to can speak English" -> "to be able to": "can" has no "to" form, nor one after "must" or "will".
  [
    // Not "to can the peaches" (to put them in cans): a verb follows.
    /\b(to|must|will|should|may|might)\s+can\s+([a-z]+)\b/gi,
    (m) => (isVerb(m[2]!.toLowerCase()) ? `${m[1]} be able to ${m[2]}` : m[0]),
    '"Can" has no form after "to" or another modal: "to be able to", "will be able to".',
  ],
  // "He likes to plays football" -> "to play": after "to", the bare verb.
  [
    /\b((?:like|likes|liked|want|wants|wanted|need|needs|needed|try|tries|tried|hope|hopes|hoped|decide|decides|decided|begin|begins|began|start|starts|started|plan|plans|planned)\s+to\s+)([a-z]+s)\b/g,
    (m) => {
      const lemma = lemmasOfThirdPerson(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'After "to", the verb has no -s: "He likes to play football".',
  ],
  // "He is good at to swim" -> "good at swimming" (not "about to leave", "came in to see me": those are
  // right).
  [
    /\b(at|of)\s+to\s+([a-z]+)\b/g,
    (m) => (isVerb(m[2]!) ? `${m[1]} ${ingForm(m[2]!)}` : m[0]),
    'After a preposition, a verb takes -ing: "good at swimming".',
  ],
  // "She is the one of my best friends", "He is a one of my friends" -> "one of my best friends" (not "the
  // one of my friends who …").
  [
    /\b(?:[Tt]he|[Aa])\s+(one\s+of\s+(?:my|his|her|our|their|your|the)\s+(?:best\s+|closest\s+|oldest\s+|good\s+)?[a-z]+s)\b(?!\s+(?:who|that|which|whom)\b)/g,
    (m) => (/^[TA]/.test(m[0]) ? `O${m[1]!.slice(1)}` : m[1]!),
    'One of many takes no article: "She is one of my best friends".',
  ],
  // "I can't wait see you" -> "can't wait to see": one can't wait to do something.
  [
    /\b((?:can['’]?t|cannot|couldn['’]?t|could\s+not)\s+wait\s+)([a-z]+)\b/gi,
    (m) =>
      isVerb(m[2]!) && !/^(?:long|for|to|until|till|any|around|here|there|outside|forever)$/i.test(m[2]!)
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'One "can\'t wait to" do something: "I can\'t wait to see you".',
  ],
  // "I went to the shop for buying some milk" -> "to buy": why one goes somewhere is said with "to" (为了买).
  // Only with an object after the verb ("went there for fishing" may name the sport).
  [
    /\b((?:go|goes|went|going|come|comes|came|coming|stay|stays|stayed|staying)\s+[^.,;:!?]{1,30}?\s)for\s+([a-z]+ing)(?=\s+(?:some|a|an|the|my|his|her|our|their|TV|food|milk|bread|books?|clothes|groceries)\b)/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'Why one goes somewhere is said with "to": "I went to the shop to buy some milk".',
  ],
  // "I will try my best to learning" -> "to learn", "They are able to doing" -> "to do", "I can't wait to
  // seeing you" -> "to see": after these words, "to" is the infinitive's.
  [
    /\b((?:want|wants|wanted|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|try|tries|tried|would\s+like|['’]d\s+like|(?:my|his|her|our|their|your)\s+best|(?:un)?able|need|needs|needed|learn|learns|learned|refuse|refuses|refused|promise|promises|promised|manage|manages|managed|wait|waits|waited|waiting|expect|expects|expected|seem|seems|seemed|afford|intend|intends|intended|pretend|pretends|pretended|choose|chooses|chose)\s+to\s+)([a-z]+ing)\b/gi,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'After "want to", "try to" and the like, the verb is in its base form: "try to learn".',
  ],
  // "I want to went home" -> "to go", "He is able to speaks English" -> "to speak", "I am happy to received
  // your letter" -> "to receive": after "to", the base form (Harper's own rule knows neither the irregular
  // pasts nor the "to" after a feeling).
  [
    /\b((?:want|wants|wanted|going|able|need|needs|needed|try|tries|tried|hope|hopes|hoped|plan|plans|planned|decide|decides|decided|would\s+like|['’]d\s+like|happy|glad|pleased|sorry|excited)\s+to\s+)([a-z]+)\b/g,
    (m) => {
      const lemma = lemmaAfterModal(m[2]!) ?? (isVerb(m[2]!) ? undefined : lemmaOfParticiple(m[2]!));
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    'After "to", a verb is in its base form: "I want to go".',
  ],
  // "I could not found my key" -> "find": a modal takes the base form ("found" is a past here, not "found a
  // company", with an owner or "it" after it).
  [
    /\b((?:(?:can|could|will|would|should|must|may|might|did|do|does)(?:\s+not|n['’]t)?|can['’]t|cannot|won['’]t)\s+)found(?=\s+(?:my|your|his|her|our|their|it|him|them|anything|anyone|any)\b)/gi,
    (m) => `${m[1]}find`,
    'After a modal or "did", the verb is in its base form: "I could not find my key".',
  ],
  // "We have to went there", "She has to goes" -> "go": "have to" says what must be done, with the base form
  // (not "the access they have to books": a noun; nor "have to used cars": a past that describes).
  [
    /\b((?:have|has|had)\s+to\s+)([a-z]+)\b/g,
    (m) => {
      const lemma = isNoun(m[2]!) ? undefined : lemmaAfterModal(m[2]!);
      return lemma && lemma !== 'be' ? `${m[1]}${lemma}` : m[0];
    },
    'After "have to", a verb is in its base form: "We have to go".',
  ],
  // "I use to go there" -> "used to go": a past habit is "used to" (not "didn't use to", with "did"), with
  // the pronoun starting its clause (not "The things I use to clean the house").
  [
    /(?<=^|[.!?,;]\s+|\b(?:and|but|so|because|when)\s+)((?:I|you|we|they|he|she|You|We|They|He|She)\s+)use(\s+to\s+)([a-z]+)\b/g,
    (m) => (isVerb(m[3]!) && !isNoun(m[3]!) ? `${m[1]}used${m[2]}${m[3]}` : m[0]),
    'A past habit is "used to": "I used to go there".',
  ],
  // "I'm not use to it", "She wasn't use to the cold" -> "used to": what one is accustomed to is "be used to"
  // (Harper's UseToUsedTo knows "is use to", not a contracted or negated "be").
  [
    /\b((?:['’](?:m|re|s)\s+not|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|(?:am|is|are|was|were)\s+not)\s+)use(?=\s+to\b)/gi,
    (m) => `${m[1]}used`,
    'What one is accustomed to is "be used to": "I\'m not used to it".',
  ],
  // "He works hard in order to he can pass" -> "so that he can pass": "in order to" takes a verb, "so that"
  // a clause.
  [
    /\b([Ii]n\s+order\s+to)(?=\s+(?:I|you|he|she|we|they|it)\s+(?:can|could|will|would|may|might)\b)/g,
    (m) => (m[1]![0] === 'I' ? 'So that' : 'so that'),
    '"In order to" takes a verb ("in order to pass"); before a clause it is "so that": "so that he can pass".',
  ],
  // "Can you to help me?" -> "Can you help me?": a modal takes the bare verb, in a question too.
  [
    /(?<=(?:^|[.!?]\s+)(?:[Cc]an|[Cc]ould|[Ww]ill|[Ww]ould|[Ss]hould|[Mm]ust|[Mm]ay)\s+(?:I|you|he|she|we|they|it)\s+)to\s+(?=[a-z]+\b)/g,
    () => '',
    'A modal takes the verb without "to", in a question too: "Can you help me?".',
  ],
  // "It is rain now" -> "raining": the weather going on is "it is raining" ("It is rain, not snow" is the noun).
  [
    /\b([Ii]t\s+(?:is|was|['’]s)\s+)(rain|snow)(?=\s+(?:now|heavily|hard|a\s+lot|all\s+day|all\s+night|outside|again|today)\b)/g,
    (m) => `${m[1]}${m[2]}ing`,
    'Weather going on is "it is raining" ("rain" alone is the noun).',
  ],
  // "I didn't have went there" -> "I didn't go there": after "didn't", the verb's base form, not "have" and a
  // past ("I don't have written permission": an adjective and its noun).
  [
    /\b((?:do|does|did|don['’]t|doesn['’]t|didn['’]t)\s+(?:not\s+)?)have\s+([a-z]+)\b/gi,
    (m) => {
      const lemma = lemmaAfterModal(m[2]!);
      return lemma && isPastTense(m[2]!) ? `${m[1]}${lemma}` : m[0];
    },
    'After "do" or "didn\'t", the verb\'s base form: "I didn\'t go there".',
  ],
  // "It is important for us to learning English" -> "to learn": what is important for someone to do.
  [
    /\b((?:important|necessary|easy|difficult|hard|possible|impossible|useful|helpful|better)\s+for\s+(?:us|me|you|him|her|them|students|people|children|everyone)\s+to\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}${lemma}` : m[0];
    },
    'What is important (or easy, or hard) for someone to do takes the base form: "important for us to learn".',
  ],
  // "She asked me help her" -> "to help": one asks or tells someone to do something (a verb with its own
  // object after it: not "She asked me questions").
  [
    /\b((?:ask|asks|asked|tell|tells|told|allow|allows|allowed|encourage|encourages|encouraged)\s+(?:me|him|her|us|them|you)\s+)([a-z]+)(?=\s+(?:me|him|her|us|them|it|the|my|his|her|our|their|your)\b)/g,
    (m) => (isVerb(m[2]!) && !/ing$/.test(m[2]!) ? `${m[1]}to ${m[2]}` : m[0]),
    'One asks or tells someone "to" do something: "She asked me to help her".',
  ],
  // "I don't know how to do." -> "how to do it": "do" needs what is done.
  [
    /\b(how\s+to\s+do)(?=\s*[.!?]|\s*$)/gi,
    (m) => `${m[1]} it`,
    '"Do" needs what is done: "I don\'t know how to do it".',
  ],
  // "It takes me two hours doing my homework" -> "to do": the time something takes is followed by "to".
  [
    /\b((?:take|takes|took|taken|taking)\s+(?:me|you|him|her|us|them)\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+)([a-z]+ing)\b/g,
    (m) => {
      const lemma = lemmasOfIng(m[2]!).find((candidate) => isVerb(candidate));
      return lemma ? `${m[1]}to ${lemma}` : m[0];
    },
    'The time something takes is followed by "to" and the verb: "It takes me two hours to do it".',
  ],
  // "My dream is become a doctor", "The most important thing is study hard", "The purpose of this essay is
  // discuss" -> "is to become", "is to study", "is to discuss": a plan, a wish or the thing to do says what to
  // do with "to". A verb that is a noun too only before what
  // shows it a verb: an object or an adverb ("My plan is study abroad", "My job is teach children"; not "My
  // job is cook", which may want "a cook", nor "My goal is weight loss", "The best thing is love and care").
  [
    /\b((?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+(?:dream|goal|plan|aim|wish|job|task|duty)|[Tt]he\s+(?:most\s+important|best|first|only|main)\s+(?:thing|way|step)|[Tt]he\s+(?:purpose|aim|goal)\s+of\s+(?:this|the|my|our)\s+(?:essay|article|paper|letter|study|report|trip|meeting))\s+(?:is|was)\s+)([a-z]+)(?=\s+([A-Za-z]+))/g,
    (m) =>
      isVerb(m[2]!) && !/ing$/.test(m[2]!) && (!isNoun(m[2]!) || PLAIN_VERB_OBJECTS.has(m[3]!.toLowerCase()))
        ? `${m[1]}to ${m[2]}`
        : m[0],
    'A plan or a wish says what to do with "to": "My dream is to become a doctor".',
  ],
];
