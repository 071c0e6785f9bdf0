import type { SeedCategory } from './types';

export const geography: SeedCategory = {
  slug: 'geography',
  name: 'Geography',
  icon: '🌍',
  description: 'Countries, capitals, mountains, rivers and oceans.',
  subcategories: [
    {
      slug: 'capitals-and-countries',
      name: 'Capitals & Countries',
      levels: [
        // Level 1
        [
          {
            question: 'What is the capital of France?',
            options: ['Lyon', 'Marseille', 'Paris', 'Nice'],
            answer: 2,
            note: 'Paris has been the capital of France for centuries.',
          },
          {
            question: 'What is the capital of Japan?',
            options: ['Kyoto', 'Osaka', 'Seoul', 'Tokyo'],
            answer: 3,
            note: "Tokyo, formerly called Edo, is Japan's capital and largest city.",
          },
          {
            question: 'What is the capital of Italy?',
            options: ['Milan', 'Venice', 'Rome', 'Naples'],
            answer: 2,
            note: 'Rome has been the capital of unified Italy since 1871.',
          },
          {
            question: 'What is the capital of the United Kingdom?',
            options: ['Edinburgh', 'London', 'Manchester', 'Dublin'],
            answer: 1,
            note: 'London is the capital of both England and the United Kingdom.',
          },
          {
            question: 'Which country has the largest land area in the world?',
            options: ['Canada', 'China', 'United States', 'Russia'],
            answer: 3,
            note: 'Russia covers about 17 million square kilometers.',
          },
          {
            question: 'What is the capital of Spain?',
            options: ['Madrid', 'Barcelona', 'Seville', 'Valencia'],
            answer: 0,
            note: 'Madrid lies near the geographic center of Spain.',
          },
          {
            question: 'On which continent is Kenya located?',
            options: ['Asia', 'Africa', 'South America', 'Oceania'],
            answer: 1,
            note: 'Kenya is in East Africa, on the Indian Ocean coast.',
          },
        ],
        // Level 2
        [
          {
            question: 'What is the capital of Australia?',
            options: ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
            answer: 2,
            note: 'Canberra was purpose-built as a compromise between Sydney and Melbourne.',
          },
          {
            question: 'What is the capital of Canada?',
            options: ['Ottawa', 'Toronto', 'Montreal', 'Vancouver'],
            answer: 0,
            note: "Ottawa, in Ontario, is Canada's capital.",
          },
          {
            question: 'What is the capital of Brazil?',
            options: ['Rio de Janeiro', 'Brasilia', 'Sao Paulo', 'Salvador'],
            answer: 1,
            note: 'Brasilia replaced Rio de Janeiro as the capital in 1960.',
          },
          {
            question: 'What is the capital of Turkey?',
            options: ['Istanbul', 'Izmir', 'Antalya', 'Ankara'],
            answer: 3,
            note: 'Ankara became the capital of the Republic of Turkey in 1923.',
          },
          {
            question: 'What is the capital of Argentina?',
            options: ['Santiago', 'Montevideo', 'Lima', 'Buenos Aires'],
            answer: 3,
            note: 'Buenos Aires lies on the Rio de la Plata estuary.',
          },
          {
            question: 'What is the smallest country in the world by area?',
            options: ['Monaco', 'San Marino', 'Vatican City', 'Liechtenstein'],
            answer: 2,
            note: 'Vatican City covers less than half a square kilometer.',
          },
          {
            question: 'What is the capital of South Korea?',
            options: ['Seoul', 'Busan', 'Pyongyang', 'Incheon'],
            answer: 0,
            note: "Seoul is South Korea's capital and largest city.",
          },
        ],
        // Level 3
        [
          {
            question: 'What is the capital of New Zealand?',
            options: ['Auckland', 'Christchurch', 'Wellington', 'Hamilton'],
            answer: 2,
            note: "Wellington, on the North Island, is New Zealand's capital.",
          },
          {
            question: 'Which city serves as the capital of Switzerland?',
            options: ['Zurich', 'Geneva', 'Basel', 'Bern'],
            answer: 3,
            note: 'Bern is the seat of the Swiss federal government.',
          },
          {
            question: 'Ulaanbaatar is the capital of which country?',
            options: ['Kazakhstan', 'Mongolia', 'Kyrgyzstan', 'Nepal'],
            answer: 1,
            note: "Ulaanbaatar is Mongolia's capital and largest city.",
          },
          {
            question: 'What is the capital of Morocco?',
            options: ['Rabat', 'Casablanca', 'Marrakesh', 'Fez'],
            answer: 0,
            note: 'Rabat is the capital, although Casablanca is the largest city.',
          },
          {
            question: 'What is the capital of Vietnam?',
            options: ['Hanoi', 'Ho Chi Minh City', 'Da Nang', 'Hue'],
            answer: 0,
            note: 'Hanoi, in the north, is the capital of Vietnam.',
          },
          {
            question: 'What is the capital of Nigeria?',
            options: ['Lagos', 'Kano', 'Ibadan', 'Abuja'],
            answer: 3,
            note: "Abuja officially replaced Lagos as Nigeria's capital in 1991.",
          },
          {
            question: 'Reykjavik is the capital of which country?',
            options: ['Norway', 'Iceland', 'Finland', 'Denmark'],
            answer: 1,
            note: "Reykjavik is often described as the world's northernmost national capital.",
          },
        ],
      ],
    },
    {
      slug: 'landforms-and-waters',
      name: 'Landforms & Waters',
      levels: [
        // Level 1
        [
          {
            question: 'Which is the largest ocean on Earth?',
            options: ['Atlantic Ocean', 'Indian Ocean', 'Pacific Ocean', 'Arctic Ocean'],
            answer: 2,
            note: "The Pacific covers about a third of Earth's surface.",
          },
          {
            question: 'On which continent is the Sahara Desert?',
            options: ['Asia', 'Africa', 'Australia', 'South America'],
            answer: 1,
            note: 'The Sahara stretches across much of northern Africa.',
          },
          {
            question: 'Which is the coldest continent on Earth?',
            options: ['Europe', 'Asia', 'Antarctica', 'North America'],
            answer: 2,
            note: 'Antarctica is the coldest, windiest and driest continent.',
          },
          {
            question: 'In which mountain range is Mount Everest?',
            options: ['Himalayas', 'Andes', 'Alps', 'Rocky Mountains'],
            answer: 0,
            note: 'Everest stands in the Himalayas on the border of Nepal and China.',
          },
          {
            question: 'What is a body of water completely surrounded by land usually called?',
            options: ['Bay', 'Lake', 'Strait', 'Delta'],
            answer: 1,
            note: 'A lake is an inland body of water surrounded by land.',
          },
          {
            question: 'Which major river flows through Egypt?',
            options: ['Nile', 'Amazon', 'Danube', 'Ganges'],
            answer: 0,
            note: 'The Nile flows north through Egypt into the Mediterranean Sea.',
          },
          {
            question: "What is molten rock called once it reaches Earth's surface?",
            options: ['Magma', 'Ash', 'Basalt', 'Lava'],
            answer: 3,
            note: 'Molten rock is called magma underground and lava at the surface.',
          },
        ],
        // Level 2
        [
          {
            question: 'Which is the longest mountain range on land?',
            options: ['Rocky Mountains', 'Andes', 'Himalayas', 'Ural Mountains'],
            answer: 1,
            note: 'The Andes run for about 7,000 kilometers along western South America.',
          },
          {
            question: 'What is the largest hot desert in the world?',
            options: ['Sahara', 'Arabian Desert', 'Gobi', 'Kalahari'],
            answer: 0,
            note: 'The Sahara is the largest hot desert, though Antarctica is the largest desert overall.',
          },
          {
            question: 'Which river carries the greatest volume of water into the sea?',
            options: ['Nile', 'Yangtze', 'Mississippi', 'Amazon'],
            answer: 3,
            note: 'The Amazon discharges more water than any other river.',
          },
          {
            question: 'What is a narrow strip of land joining two larger land areas called?',
            options: ['Peninsula', 'Archipelago', 'Isthmus', 'Strait'],
            answer: 2,
            note: 'The Isthmus of Panama, for example, joins North and South America.',
          },
          {
            question: 'Not counting continents, which is the largest island in the world?',
            options: ['New Guinea', 'Borneo', 'Greenland', 'Madagascar'],
            answer: 2,
            note: 'Greenland covers about 2.1 million square kilometers.',
          },
          {
            question: "What is the deepest known point in Earth's oceans?",
            options: ['Milwaukee Deep', 'Challenger Deep', 'Horizon Deep', 'Sirena Deep'],
            answer: 1,
            note: 'Challenger Deep, in the Mariana Trench, is nearly 11 kilometers deep.',
          },
          {
            question: 'Which line of latitude divides Earth into the Northern and Southern Hemispheres?',
            options: ['Prime Meridian', 'Tropic of Cancer', 'Arctic Circle', 'Equator'],
            answer: 3,
            note: 'The Equator lies at 0 degrees latitude.',
          },
        ],
        // Level 3
        [
          {
            question: 'Which is the largest lake in Africa by area?',
            options: ['Lake Tanganyika', 'Lake Malawi', 'Lake Victoria', 'Lake Chad'],
            answer: 2,
            note: 'Lake Victoria is shared by Uganda, Kenya and Tanzania.',
          },
          {
            question: 'Where is the lowest land surface on Earth found?',
            options: ['Death Valley', 'Lake Assal', 'The shores of the Dead Sea', 'The Caspian Sea coast'],
            answer: 2,
            note: 'The Dead Sea shore lies more than 400 meters below sea level.',
          },
          {
            question: 'Which strait separates Europe from Africa at the western end of the Mediterranean?',
            options: ['Strait of Gibraltar', 'Bosporus', 'Strait of Hormuz', 'Strait of Messina'],
            answer: 0,
            note: 'At its narrowest, the Strait of Gibraltar is about 14 kilometers wide.',
          },
          {
            question: 'Which is the deepest lake in the world?',
            options: ['Lake Tanganyika', 'Caspian Sea', 'Crater Lake', 'Lake Baikal'],
            answer: 3,
            note: 'Lake Baikal in Siberia is more than 1,600 meters deep.',
          },
          {
            question: 'Which river forms much of the border between the United States and Mexico?',
            options: ['Colorado River', 'Mississippi River', 'Pecos River', 'Rio Grande'],
            answer: 3,
            note: 'The Rio Grande marks the border between Texas and Mexico.',
          },
          {
            question: 'What is the highest mountain in Africa?',
            options: ['Mount Kenya', 'Mount Kilimanjaro', 'Mount Stanley', 'Ras Dashen'],
            answer: 1,
            note: 'Kilimanjaro in Tanzania rises to about 5,895 meters.',
          },
          {
            question: 'What is a long, narrow sea inlet between steep cliffs, carved by a glacier, called?',
            options: ['Fjord', 'Estuary', 'Lagoon', 'Atoll'],
            answer: 0,
            note: 'Fjords are common along the coasts of Norway and New Zealand.',
          },
        ],
      ],
    },
  ],
};
