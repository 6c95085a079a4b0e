/**
 * Spanish morphology the snowball stemmer leaves out, for the question side of retrieval: diminutives
 * ('semanita' → 'semana', 'cafecito' → 'café') and the verb behind a derived noun ('evaluación' → 'evalu-',
 * 'solicitud' → 'solicit-', 'vencimiento' → 'venc-'), so that a question's wording finds a policy's. Pure functions
 * on accent-folded words and snowball stems.
 */

/** Diminutive endings, longest first: 'cafecito' drops 'cito', 'semanita' drops 'ita', 'papelito' drops 'ito'. */
const DIMINUTIVE = /(ecit|cit|it|ill)(o|a|os|as)$/;

/**
 * The words a diminutive may come from ('semanita' → 'semana', 'semano'; 'poquito' → 'poco'); [] when the word
 * is not one. Candidates that are no word simply match nothing.
 */
export function diminutiveBases(word: string): string[] {
  if (word.length < 6) return [];
  const m = DIMINUTIVE.exec(word);
  if (!m) return [];
  let root = word.slice(0, m.index);
  if (root.length < 3) return [];
  // 'poquito' → 'poc', 'amiguito' → 'amig': the spelling that kept the consonant's sound before 'i'.
  root = root.replace(/qu$/, 'c').replace(/gu$/, 'g');
  const plural = m[2].endsWith('s') ? 's' : '';
  const out = new Set<string>();
  // 'cafecito' → 'cafe', 'pancito' → 'pan', 'papelito' → 'papel'
  if (m[1] === 'cit' || m[1] === 'ecit' || /[lnrdsz]$/.test(root)) out.add(root + (plural && 'es'));
  out.add(`${root}${m[2].startsWith('a') ? 'a' : 'o'}${plural}`);
  out.add(`${root}e${plural}`); // 'nochecita' → 'noche' ('noch' + 'ecit'), 'cochecito' → 'coche'
  return [...out].filter((w) => w !== word && w.length >= 3);
}

/**
 * The other number of a word in -ción/-sión: the stemmer cuts 'gratificaciones' to 'gratif' but leaves
 * 'gratificación' whole, so either form alone misses the other.
 */
export function numberVariants(word: string): string[] {
  if (/[cs]ion$/.test(word)) return [`${word}es`];
  if (/[cs]iones$/.test(word)) return [word.slice(0, -2)];
  return [];
}

/** Noun-forming endings on snowball stems, each with the verb root it leaves ('evaluacion' → 'evalu'). */
const DERIVATIONS: [RegExp, string][] = [
  [/(a|i)cion$/, ''], // evaluación, inscripción (inscrip-), renovación
  [/ccion$/, 'c'], // producción → produc-
  [/sion$/, 's'], // revisión → revis-
  [/(a|i|e)mient$/, ''], // vencimiento, mantenimiento → manten-
  [/tud$/, 't'], // solicitud → solicit-
  [/(a|e|i)dor$/, ''], // evaluador → evalu-
  [/(a|e)nci$/, ''], // tolerancia → toler-, asistencia → asist-
  [/aj$/, ''], // kilometraje → kilometr-
];

/** Shortest root kept (shorter ones would match unrelated words by their start). */
const ROOT_MIN = 4;

/** The verb root a derived noun's stem comes from, or null ('solicitud' → 'solicit'). */
export function derivationRoot(stem: string): string | null {
  for (const [re, keep] of DERIVATIONS) {
    if (!re.test(stem)) continue;
    const root = stem.replace(re, keep);
    return root.length >= ROOT_MIN && root !== stem ? root : null;
  }
  return null;
}

/**
 * Words after which a noun follows: articles, possessives, demonstratives, prepositions, quantifiers, and the
 * verbs of existence and of giving ('¿hay lactario?', '¿tiene estacionamiento?', '¿entrega uniforme?').
 */
const BEFORE_NOUN = new Set(
  (
    'el la los las un una unos unas del al mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos ' +
    'estas ese esa esos esas aquel aquella de para en con por sin sobre entre cada otro otra otros otras algun ' +
    'alguna ningun ninguna mucho mucha muchos muchas varios varias hay tiene tienen existe existen da dan ' +
    'entrega entregan'
  ).split(' '),
);
/** Set phrases whose second word is no thing: 'de nuevo', 'por favor', 'sin embargo'. */
const IDIOMS = new Set(
  (
    'de_nuevo de_repente de_pronto de_inmediato de_verdad de_veras de_acuerdo de_hecho de_paso por_favor por_fin ' +
    'por_ejemplo por_supuesto por_cierto por_ahora en_serio en_general en_realidad sin_embargo al_final al_menos ' +
    'al_toque al_tiro'
  ).split(' '),
);
/**
 * Nouns of time and of nothing in particular ('el lunes', 'la tarde', 'el resto'): they frame a question, they are
 * not what it asks about.
 */
const FRAME_NOUNS = new Set(
  (
    'lunes martes miercoles jueves viernes sabado domingo mañana tarde noche hoy dia dias semana semanas mes meses ' +
    'año años hora horas rato momento vez veces enero febrero marzo abril mayo junio julio agosto setiembre ' +
    'septiembre octubre noviembre diciembre resto cosa cosas tema parte tipo caso'
  ).split(' '),
);
/** Object pronouns: 'me la cobran' has no article. */
const CLITIC = new Set('me te se le les nos lo'.split(' '));
/** Infinitives, with or without a pronoun ('rescatarlo', 'meterme'), and gerunds: verbs, not things. */
const VERBAL = /((ar|er|ir)(lo|la|los|las|le|les|me|te|se|nos)?|ando|iendo)$/;

/**
 * Which of a question's (accent-folded) words name a thing: those following an article, a possessive or a
 * preposition, except verb forms; in a few keywords typed without a question ('Bandas salariales'), every one.
 * What the question is about is among these; a verb or an adverb it shares with a passage is not what makes the
 * passage an answer.
 */
export function nominalWords(words: string[], keywords = false): boolean[] {
  return words.map((w, i) => {
    const prev = words[i - 1];
    if (BEFORE_NOUN.has(w) || /^\d/.test(w) || w.length < 3 || FRAME_NOUNS.has(w) || VERBAL.test(w)) return false;
    if (keywords) return true;
    if (!prev || !BEFORE_NOUN.has(prev)) return false;
    if ((prev === 'la' || prev === 'las' || prev === 'los') && CLITIC.has(words[i - 2] ?? '')) return false;
    return !IDIOMS.has(`${prev}_${w}`);
  });
}
