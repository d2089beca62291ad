import type { TopicCorpus } from './types.ts';

export const climate: TopicCorpus = {
  key: 'climate',
  tags: ['climate-change', 'sustainability', 'energy', 'science'],
  titles: [
    {
      title: 'The Heat Pump in My Basement',
      subtitle: 'One winter with a very quiet machine, and the numbers behind it',
    },
    {
      title: 'Why Grid Storage Is the Real Climate Story',
      subtitle: 'Cheap solar is solved. Keeping the lights on after sunset is next.',
    },
    {
      title: 'What a Tree Can and Cannot Do',
      subtitle: 'Planting forests is good. It is not an offset for everything else.',
    },
    {
      title: 'The Climate Anxiety Is Real, and So Is the Progress',
      subtitle: 'Holding two true things at once',
    },
    {
      title: 'How Cities Are Learning to Live With Floods',
      subtitle: 'Sponge parks, raised roads and rivers given room to breathe',
    },
    {
      title: 'Concrete Is the Climate Problem Nobody Talks About',
      subtitle: 'Eight percent of global emissions, hidden in plain sight',
    },
    {
      title: 'The Quiet Revolution in Electric Buses',
      subtitle: 'Fewer fumes, lower costs and drivers who do not want to go back',
    },
    {
      title: 'Reading a Climate Model Without a PhD',
      subtitle: 'What the scenarios mean and what they do not',
    },
    { title: 'Rewilding a Small Garden', subtitle: 'What happened when I stopped mowing half the lawn' },
    {
      title: 'The Price of Carbon, Explained Simply',
      subtitle: 'Taxes, markets and the cost we are already paying',
    },
    {
      title: 'The Surprising Climate Impact of Food Waste',
      subtitle: 'A third of food is never eaten, and the emissions still count',
    },
    {
      title: 'What I Learned Installing Solar Panels',
      subtitle: 'Quotes, permits and the first sunny month',
    },
    {
      title: 'Electric Cars in a Cold Country',
      subtitle: 'A winter of range anxiety that never quite arrived',
    },
    {
      title: 'The Wetlands That Protect Our Coasts',
      subtitle: 'Mangroves, marshes and nature’s own sea walls',
    },
    {
      title: 'Why Insulation Is the Least Exciting Climate Fix',
      subtitle: 'And why it might be the most important',
    },
    { title: 'Talking to Sceptical Relatives About Climate', subtitle: 'Less data, more listening' },
  ],
  subjects: [
    'heat pumps',
    'battery storage',
    'carbon capture',
    'rewilding',
    'climate adaptation',
    'offshore wind',
    'food waste',
    'carbon pricing',
  ],
  intros: [
    'Our old gas boiler died in November, at the worst possible time, and I had to decide in a week what would replace it. I chose a heat pump, mostly out of stubbornness. A winter later, I have numbers.',
    'Ten years ago, solar panels were an expensive statement. Today, in much of the world, they are simply the cheapest way to generate electricity ever built. That changes the question.',
    'I used to lie awake worrying about the climate. I still worry, but now I also read the deployment figures, and some nights they help me sleep.',
    'The river through my town has flooded three times in the last decade. The first time, people called it a once-in-a-century event. Nobody says that any more.',
    'Climate change is often described as a single problem. It is really hundreds of separate problems, each with its own solutions, timelines and people quietly working on them.',
  ],
  sections: [
    {
      heading: 'How a heat pump works',
      paragraphs: [
        'A heat pump does not create heat. It moves it, pulling warmth out of the outside air, even on cold days, and concentrating it indoors, much like a refrigerator running in reverse.',
        'Because it moves heat rather than burning fuel, it can deliver three or four units of heat for every unit of electricity it uses. Our winter average was **3.2**, including a week of frost.',
        'The catch is that it works best with steady, low-temperature heating. We left it running all day instead of blasting heat in the morning, and the house was more evenly warm than it had ever been.',
      ],
    },
    {
      heading: 'After the sun goes down',
      paragraphs: [
        'Solar and wind are now cheap, but they are variable. The next challenge is storing energy for the evening peak, for windless weeks and for the long dark stretch of winter.',
        'Lithium-ion batteries handle the daily cycle well and are getting cheaper every year. Longer storage, over days or seasons, is still an open field: pumped hydro, iron-air batteries and green hydrogen are all contenders.',
      ],
    },
    {
      heading: 'Trees are not a loophole',
      paragraphs: [
        'Forests store enormous amounts of carbon and support most land-based life. Protecting and restoring them is one of the best things we can do, for reasons that go well beyond climate.',
        'But a planted tree takes decades to absorb what a flight emits in hours, and it can burn down. Offsets are not a substitute for cutting emissions; at best they are a **complement**.',
      ],
    },
    {
      heading: 'Living with water',
      paragraphs: [
        'For centuries, cities fought floods with higher walls. Increasingly, they are making room for water instead: parks that double as basins, permeable streets and rivers allowed to spread into floodplains.',
        'Rotterdam’s [water squares](https://www.urbanisten.nl/work/benthemplein) are playgrounds most of the year and reservoirs during storms. They are a reminder that adaptation can make a city better, not just safer.',
        'Adaptation used to be seen as giving up on prevention. It is not. We need both, because some change is already locked in.',
      ],
    },
    {
      heading: 'The hidden emissions',
      paragraphs: [
        'Cement production releases carbon in two ways: burning fuel to heat the kiln and the chemical reaction that turns limestone into clinker. The second cannot be fixed with clean electricity alone.',
        'New blends, carbon-cured concrete and simply using less of it through better design are all making progress. None of them is as visible as a wind turbine, and all of them matter.',
      ],
    },
    {
      heading: 'Holding hope and worry together',
      paragraphs: [
        'Climate anxiety is a rational response to a real threat. But despair is not a plan, and the data does not support it either: every tenth of a degree avoided matters, and many are being avoided.',
        'What helps me is moving from worry to action at a scale I can see: my street, my town, my vote. The problem is global. Most of the solutions are **local**.',
      ],
    },
  ],
  lists: [
    {
      lead: 'Changes ranked by how much they cut our household emissions:',
      ordered: true,
      items: [
        'Replacing the gas boiler with a heat pump',
        'Switching to a renewable electricity tariff',
        'Flying once a year instead of four times',
        'Eating meat at weekends only',
      ],
    },
    {
      lead: 'What a flood-ready street looks like:',
      ordered: false,
      items: [
        'Permeable paving instead of asphalt',
        'Rain gardens at every corner',
        'Trees with room for their roots',
        'Drains that are cleared before the storm season',
      ],
    },
    {
      lead: 'Questions to ask about any carbon offset:',
      ordered: true,
      items: [
        'Would this have happened anyway?',
        'How long will the carbon stay stored?',
        'Who checks the numbers, and how often?',
      ],
    },
  ],
  quotes: [
    'We are the first generation to feel the effects of climate change and the last that can do something about it.',
    'Every fraction of a degree is a choice, and we are still choosing.',
    'Hope is not a feeling. It is a practice, and it works best with a to-do list.',
    'The cheapest energy is the energy you never need.',
  ],
  closings: [
    'The transition is happening, faster in some places than anyone predicted and slower in others. Which of those your town is depends partly on you.',
    'I do not know how this story ends. Nobody does. But I know which side of it I want to have worked on.',
    'If you are thinking about your own heat pump, solar panels or garden, start with one step this year. It adds up, and so do we.',
  ],
  captions: [
    'The outdoor unit, humming quietly in the snow.',
    'A water square on a dry afternoon.',
    'Half the lawn, three months after the mowing stopped.',
    'Monthly electricity use through the first winter.',
  ],
};
