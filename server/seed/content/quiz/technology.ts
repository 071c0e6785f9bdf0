import type { SeedCategory } from './types';

export const technology: SeedCategory = {
  slug: 'technology',
  name: 'Technology',
  icon: '💻',
  description: 'Computers, the internet and the inventions that shaped them.',
  subcategories: [
    {
      slug: 'computers-and-internet',
      name: 'Computers & Internet',
      levels: [
        // Level 1
        [
          {
            question: 'What does "CPU" stand for?',
            options: ['Computer Personal Unit', 'Central Program Utility', 'Central Processing Unit', 'Core Processing Utility'],
            answer: 2,
            note: 'The CPU carries out the instructions of computer programs.',
          },
          {
            question: 'Which device is used to point and click on a computer screen?',
            options: ['Mouse', 'Keyboard', 'Monitor', 'Printer'],
            answer: 0,
            note: 'A mouse moves the on-screen pointer and lets you click items.',
          },
          {
            question: 'What does "www" stand for in many web addresses?',
            options: ['World Web Window', 'World Wide Web', 'Wide World Web', 'Web World Wide'],
            answer: 1,
            note: '"www" is short for World Wide Web.',
          },
          {
            question: 'Which keyboard shortcut commonly copies selected content on Windows?',
            options: ['Ctrl + V', 'Ctrl + C', 'Ctrl + X', 'Ctrl + Z'],
            answer: 1,
            note: 'Ctrl + C copies, while Ctrl + V pastes.',
          },
          {
            question: 'What is the main circuit board inside a computer called?',
            options: ['Motherboard', 'Dashboard', 'Breadboard', 'Clipboard'],
            answer: 0,
            note: 'The motherboard connects the CPU, memory and other components.',
          },
          {
            question: 'Which of these is a web browser?',
            options: ['Excel', 'Photoshop', 'Linux', 'Firefox'],
            answer: 3,
            note: 'Firefox is a web browser developed by Mozilla.',
          },
          {
            question: 'What does Wi-Fi allow devices to do?',
            options: ['Charge their batteries', 'Print in color', 'Cool their processors', 'Connect to a network without cables'],
            answer: 3,
            note: 'Wi-Fi uses radio waves to connect devices to a network wirelessly.',
          },
        ],
        // Level 2
        [
          {
            question: 'How many bits are in one byte?',
            options: ['4', '8', '16', '10'],
            answer: 1,
            note: 'A byte is made up of eight bits.',
          },
          {
            question: 'What does "HTML" stand for?',
            options: ['High Transfer Machine Language', 'HyperText Markup Language', 'HyperText Main Link', 'Home Tool Markup Language'],
            answer: 1,
            note: 'HTML is the standard language for structuring web pages.',
          },
          {
            question: 'What is the binary number 1010 in decimal?',
            options: ['10', '8', '12', '5'],
            answer: 0,
            note: '1010 in binary is 8 + 0 + 2 + 0, which equals 10.',
          },
          {
            question: 'What does "RAM" stand for?',
            options: ['Read Access Memory', 'Rapid Action Module', 'Random Access Memory', 'Readily Available Memory'],
            answer: 2,
            note: 'RAM is the working memory a computer uses while it runs programs.',
          },
          {
            question: 'Which company created the Windows operating system?',
            options: ['Apple', 'IBM', 'Microsoft', 'Intel'],
            answer: 2,
            note: 'Microsoft released the first version of Windows in 1985.',
          },
          {
            question: 'What does "URL" stand for?',
            options: ['Uniform Resource Locator', 'Universal Reference Link', 'Unified Routing Language', 'User Resource Location'],
            answer: 0,
            note: 'A URL is the address used to locate a resource on the web.',
          },
          {
            question: 'Which programming language shares its name with a large snake?',
            options: ['Java', 'Ruby', 'Swift', 'Python'],
            answer: 3,
            note: 'Python was actually named after the comedy group Monty Python.',
          },
        ],
        // Level 3
        [
          {
            question: "Who is often called the first computer programmer for her notes on Babbage's Analytical Engine?",
            options: ['Grace Hopper', 'Hedy Lamarr', 'Ada Lovelace', 'Margaret Hamilton'],
            answer: 2,
            note: 'Ada Lovelace published an algorithm for the Analytical Engine in 1843.',
          },
          {
            question: 'What does "HTTP" stand for?',
            options: ['HyperText Transfer Protocol', 'High Transfer Text Protocol', 'HyperText Transmission Process', 'Host Text Transfer Protocol'],
            answer: 0,
            note: 'HTTP is the protocol web browsers use to request web pages.',
          },
          {
            question: 'Which number system uses base 16?',
            options: ['Octal', 'Binary', 'Decimal', 'Hexadecimal'],
            answer: 3,
            note: 'Hexadecimal uses the digits 0-9 and the letters A-F.',
          },
          {
            question: 'Who proposed the World Wide Web in 1989 while working at CERN?',
            options: ['Vint Cerf', 'Bill Gates', 'Linus Torvalds', 'Tim Berners-Lee'],
            answer: 3,
            note: 'Tim Berners-Lee proposed the Web as a way to share information at CERN.',
          },
          {
            question: 'What does "SQL" stand for?',
            options: ['Simple Question Language', 'Sequential Query Logic', 'Structured Query Language', 'Standard Quick Lookup'],
            answer: 2,
            note: 'SQL is a language for managing and querying relational databases.',
          },
          {
            question: 'Which operating system kernel did Linus Torvalds first release in 1991?',
            options: ['Unix', 'Linux', 'MINIX', 'BSD'],
            answer: 1,
            note: 'Torvalds began Linux as a personal project while a student in Helsinki.',
          },
          {
            question: 'How is the decimal number 255 written in hexadecimal?',
            options: ['EE', 'FF', 'F0', '100'],
            answer: 1,
            note: 'FF equals 15 x 16 + 15, which is 255.',
          },
        ],
      ],
    },
    {
      slug: 'inventions-and-engineering',
      name: 'Inventions & Engineering',
      levels: [
        // Level 1
        [
          {
            question: 'Who received the first U.S. patent for the telephone in 1876?',
            options: ['Thomas Edison', 'Nikola Tesla', 'Alexander Graham Bell', 'Guglielmo Marconi'],
            answer: 2,
            note: "Bell's telephone patent was granted in March 1876.",
          },
          {
            question: 'Which brothers made the first powered airplane flights in 1903?',
            options: ['The Lumiere brothers', 'The Grimm brothers', 'The Montgolfier brothers', 'The Wright brothers'],
            answer: 3,
            note: 'Orville and Wilbur Wright flew at Kitty Hawk, North Carolina, in December 1903.',
          },
          {
            question: 'What does a thermometer measure?',
            options: ['Air pressure', 'Humidity', 'Temperature', 'Wind speed'],
            answer: 2,
            note: 'A thermometer measures how hot or cold something is.',
          },
          {
            question: "Which device uses Earth's magnetic field to show direction?",
            options: ['Compass', 'Barometer', 'Sextant', 'Telescope'],
            answer: 0,
            note: "A compass needle lines up with Earth's magnetic field.",
          },
          {
            question: 'Which instrument makes distant objects such as the Moon appear closer?',
            options: ['Microscope', 'Periscope', 'Stethoscope', 'Telescope'],
            answer: 3,
            note: 'Telescopes gather light from distant objects using lenses or mirrors.',
          },
          {
            question: 'Which energy source do solar panels use to make electricity?',
            options: ['Sunlight', 'Wind', 'Flowing water', 'Heat from underground'],
            answer: 0,
            note: 'Solar panels convert sunlight directly into electricity.',
          },
          {
            question: 'Which invention did Thomas Edison famously develop into a practical, long-lasting product?',
            options: ['The telephone', 'The light bulb', 'The radio', 'The television'],
            answer: 1,
            note: 'Edison developed a practical incandescent light bulb in 1879.',
          },
        ],
        // Level 2
        [
          {
            question: 'Who developed a printing press with movable metal type in Europe around 1440?',
            options: ['Johannes Gutenberg', 'Leonardo da Vinci', 'Galileo Galilei', 'William Caxton'],
            answer: 0,
            note: "Gutenberg's press made printed books far cheaper and more common.",
          },
          {
            question: 'Which inventor is famous for his work on alternating current (AC) power systems?',
            options: ['Thomas Edison', 'Michael Faraday', 'James Watt', 'Nikola Tesla'],
            answer: 3,
            note: "Tesla's AC motor and power system designs helped shape modern electricity grids.",
          },
          {
            question: 'Karl Benz is credited with building one of the first practical what?',
            options: ['Airplanes', 'Steam locomotives', 'Submarines', 'Automobiles'],
            answer: 3,
            note: 'Benz patented his gasoline-powered Motorwagen in 1886.',
          },
          {
            question: 'Which technology did Guglielmo Marconi pioneer?',
            options: ['Television', 'Radio communication', 'The telephone', 'Radar'],
            answer: 1,
            note: 'Marconi developed long-distance radio transmission in the 1890s and 1900s.',
          },
          {
            question: 'What does "GPS" stand for?',
            options: ['Global Positioning System', 'General Path Service', 'Geographic Pointing Satellite', 'Global Proximity Sensor'],
            answer: 0,
            note: "GPS uses signals from satellites to work out a receiver's location.",
          },
          {
            question: 'Which element is the main material used to make computer chips?',
            options: ['Copper', 'Aluminum', 'Silicon', 'Carbon'],
            answer: 2,
            note: 'Silicon is a semiconductor that is ideal for making transistors.',
          },
          {
            question: 'What does "LED" stand for?',
            options: ['Low-energy display', 'Light-emitting diode', 'Light-enhanced device', 'Laser-emitting diode'],
            answer: 1,
            note: 'An LED is a semiconductor device that gives off light when current flows through it.',
          },
        ],
        // Level 3
        [
          {
            question: 'Which scientist discovered electromagnetic induction in 1831?',
            options: ['Andre-Marie Ampere', 'Michael Faraday', 'Alessandro Volta', 'Georg Ohm'],
            answer: 1,
            note: 'Faraday showed that a changing magnetic field can produce an electric current.',
          },
          {
            question: 'Who invented the voltaic pile, an early electric battery, around 1800?',
            options: ['Luigi Galvani', 'Benjamin Franklin', 'Alessandro Volta', 'Humphry Davy'],
            answer: 2,
            note: 'The volt, the unit of electric potential, is named after Volta.',
          },
          {
            question: 'Which company released the 4004, the first commercial single-chip microprocessor, in 1971?',
            options: ['Intel', 'IBM', 'Texas Instruments', 'Motorola'],
            answer: 0,
            note: 'The Intel 4004 was a 4-bit processor originally designed for a calculator.',
          },
          {
            question: 'Which protocol suite, developed by Vint Cerf and Bob Kahn, underpins the internet?',
            options: ['TCP/IP', 'HTTP', 'FTP', 'DNS'],
            answer: 0,
            note: 'TCP/IP defines how data is split into packets and routed between networks.',
          },
          {
            question: 'Who built the first steam locomotive to haul a load on rails, in Wales in 1804?',
            options: ['George Stephenson', 'James Watt', 'Richard Trevithick', 'Isambard Kingdom Brunel'],
            answer: 2,
            note: "Trevithick's locomotive ran on the Penydarren ironworks tramway in 1804.",
          },
          {
            question: "Whose engineering company built the iron tower for the 1889 Paris World's Fair?",
            options: ['Ferdinand de Lesseps', 'Gustave Eiffel', 'Georges-Eugene Haussmann', 'Le Corbusier'],
            answer: 1,
            note: 'The Eiffel Tower was built for the 1889 Exposition Universelle.',
          },
          {
            question: 'What was the name of the first artificial satellite, launched in 1957?',
            options: ['Explorer 1', 'Vostok 1', 'Telstar 1', 'Sputnik 1'],
            answer: 3,
            note: 'The Soviet Union launched Sputnik 1 on 4 October 1957.',
          },
        ],
      ],
    },
  ],
};
