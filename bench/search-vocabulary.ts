/**
 * The words of the generated search corpus (bench/search-corpus.ts): common English nouns, verbs and
 * adjectives of the topics Folio's writers cover, with their regular forms — about 1,700
 * distinct words, as a publishing platform's titles and bodies draw on.
 */
const nouns = `
time year people way day man woman child world life hand part place case week company system program
question work government number night point home water room mother area money story fact month lot
right study book eye job word business issue side kind head house service friend father power hour game
line end member law car city community name president team minute idea kid body information back parent
face level office door health person art war history party result change morning reason research girl
guy moment air teacher force education foot boy age policy process music market sense nation plan
college interest death experience effect class control care field development role effort rate heart
drug show leader light voice wife police mind price report decision son view relationship town road
arm difference value building action model season society tax director position player record paper
space ground form event official matter center couple site project activity star table need court oil
situation cost industry figure street image phone data picture practice piece land product doctor wall
patient worker news test movie north love support technology step baby computer type attention film
tree source organization hair window evidence population site rule network software engineer language
code function server database cloud design interface user product startup founder investor customer
habit routine garden kitchen recipe coffee ocean mountain river forest island desert planet galaxy
climate energy carbon battery engine machine robot algorithm pattern framework library browser screen
keyboard camera photo journey travel ticket flight hotel city village neighbor stranger memory dream
fear hope anger joy grief silence noise rhythm melody song poem novel chapter essay letter diary
editor writer reader critic artist painter dancer singer athlete coach runner swimmer climber
budget salary invoice contract pension mortgage loan debt saving stock bond fund portfolio bank
meeting deadline manager employee hiring interview career promotion office desk chair laptop email
vaccine virus protein cell gene brain muscle sleep diet exercise therapy anxiety depression habit
teacher student school lesson exam degree university campus lecture course skill talent mentor
election vote campaign debate senator mayor border treaty empire revolution kingdom colony century
bridge tower castle temple museum gallery theater stadium harbor airport station highway tunnel
river lake valley meadow storm thunder rain snow winter summer spring autumn sunrise sunset shadow
question answer problem solution mistake lesson secret truth lie promise risk chance choice goal
strategy tactic metric dashboard pipeline deployment container cluster query index cache queue
message thread signal token password account profile feed post comment reply newsletter podcast
`;

const verbs = `
build write read learn teach grow start stop open close walk talk listen watch cook clean travel
design plan test ship launch fail fix break change move help ask answer call play work rest sleep
dream think believe remember forget create destroy explore discover explain describe measure count
invest save spend borrow lend earn hire train coach lead follow join leave stay wait hope love hate
paint draw sing dance climb swim run jump throw catch push pull carry lift drop turn return visit
publish edit review share follow mute clap highlight search index deploy scale refactor debug compile
render cache query stream parse format migrate monitor measure optimize automate simplify organize
`;

const adjectives = `
new good high old great big small large national young different black long little important
political bad white real best right social only public sure low early able human local late hard
major better economic strong possible whole free military true federal international full special
easy clear recent certain personal open red difficult available likely short single medical current
wrong private past foreign fine common poor natural significant similar hot dead central happy
serious ready simple left physical general environmental financial blue democratic dark various entire
close legal religious cold final main green nice huge popular traditional cultural quiet quick slow
bright gentle honest brave calm clever curious eager fierce humble kind lazy proud quiet rare silent
smooth steady strange sudden sweet tender tiny warm wild wise modern ancient digital remote remote
creative practical elegant fragile robust scalable reliable secure fast efficient lean agile
`;

const firstNames = `
ada grace alan linus margaret katherine dennis ken barbara frances john mary james patricia robert
jennifer michael linda william elizabeth david susan richard jessica joseph sarah thomas karen charles
nancy daniel lisa matthew betty anthony sandra mark ashley donald emily steven donna paul michelle
andrew carol joshua amanda kenneth melissa kevin deborah brian stephanie george rebecca timothy laura
amara kofi yuki hiro mei lin arjun priya omar leila ivan olga lucas sofia mateo valentina noah emma
`;

const lastNames = `
lovelace hopper turing torvalds hamilton johnson ritchie thompson liskov allen smith williams brown
jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor
moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young
king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell
carter roberts okafor mensah tanaka sato wang chen sharma patel haddad nasser petrov ivanova silva costa
`;

const wordsOf = (text: string) => [...new Set(text.split(/\s+/).filter(Boolean))];

const plural = (noun: string) =>
  /(s|x|z|ch|sh)$/.test(noun)
    ? `${noun}es`
    : /[^aeiou]y$/.test(noun)
      ? `${noun.slice(0, -1)}ies`
      : `${noun}s`;

const stem = (verb: string) => (verb.endsWith('e') && !verb.endsWith('ee') ? verb.slice(0, -1) : verb);
const verbForms = (verb: string) => [verb, plural(verb), `${stem(verb)}ing`, `${stem(verb)}ed`];

const adverb = (adjective: string) =>
  /[^aeiou]y$/.test(adjective)
    ? `${adjective.slice(0, -1)}ily`
    : /[^aeiou]le$/.test(adjective)
      ? `${adjective.slice(0, -1)}y`
      : `${adjective}ly`;

/** builder, writer, reader: who does it. */
const agent = (verb: string) => `${stem(verb)}er`;

/** Every distinct word (the corpus shuffles them before ranking them by frequency). */
export const vocabulary: readonly string[] = [
  ...new Set([
    ...wordsOf(nouns).flatMap((noun) => [noun, plural(noun)]),
    ...wordsOf(verbs).flatMap((verb) => [...verbForms(verb), agent(verb), plural(agent(verb))]),
    ...wordsOf(adjectives).flatMap((adjective) => [adjective, adverb(adjective)]),
  ]),
];

export const nounWords: readonly string[] = wordsOf(nouns);
export const adjectiveWords: readonly string[] = wordsOf(adjectives);
export const firstNameWords: readonly string[] = wordsOf(firstNames);
export const lastNameWords: readonly string[] = wordsOf(lastNames);
