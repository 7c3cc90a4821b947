import type { Industry } from '@kakyere/contract';

/**
 * Words and phrases that say a passage is about an industry, weighted 3 (unambiguous: "cocoa",
 * "hospital"), 2 (usually: "tax", "school") or 1 (only with company: "business", "offence").
 * Ghanaian institutions are listed by name and acronym (COCOBOD, GETFund, NHIS, ECG, VRA, NADMO).
 * Lower case; phrases are matched word by word, so "road traffic" does not match "roadside".
 * Deliberately absent: words the House uses for its own procedure in every sitting ("power of the
 * House", "order", "committee") and words too common to mean anything ("development", "service").
 */
export const INDUSTRY_LEXICON: Record<Industry, Record<string, number>> = {
  Agriculture: {
    agriculture: 3, agricultural: 3, farmer: 3, farmers: 3, farming: 3, farm: 2, farms: 2, cocoa: 3, cocobod: 3,
    'cocoa board': 3, 'ghana cocoa board': 3, 'licensed buying companies': 3, crop: 2, crops: 2, fertiliser: 3,
    fertilizer: 3, fertilisers: 3, fertilizers: 3, irrigation: 3, livestock: 3, poultry: 3, fisheries: 3,
    fishermen: 3, fisherfolk: 3, fishing: 2, harvest: 2, cashew: 3, shea: 3, maize: 3, rice: 2, yam: 2,
    cassava: 3, plantain: 2, 'food security': 3, agribusiness: 3, tractor: 3, tractors: 3, 'extension officers': 3,
    'food and agriculture': 1, aquaculture: 3, 'cocoa beans': 3, 'cocoa farmers': 3, 'cocoa purchases': 3,
  },
  Education: {
    education: 2, educational: 2, school: 3, schools: 3, teacher: 3, teachers: 3, pupils: 3, pupil: 3,
    students: 2, student: 2, university: 3, universities: 3, 'colleges of education': 3, college: 2, colleges: 2,
    curriculum: 3, kindergarten: 3, classroom: 3, classrooms: 3, tertiary: 3, polytechnic: 3, polytechnics: 3,
    scholarship: 2, scholarships: 2, 'teacher training': 3, literacy: 2, 'capitation grant': 3, getfund: 3,
    'ghana education service': 3, waec: 3, bece: 3, wassce: 3, lecturers: 3, tuition: 2, 'school feeding': 2,
    'junior high': 3, 'senior high': 3, 'basic schools': 3, 'basic education': 3, academic: 2, 'tutors': 3,
  },
  Healthcare: {
    health: 2, hospital: 3, hospitals: 3, clinic: 3, clinics: 3, doctors: 3, doctor: 2, nurses: 3, nurse: 3,
    midwives: 3, patients: 3, patient: 3, disease: 3, diseases: 3, malaria: 3, hiv: 3, cholera: 3, nhis: 3,
    'national health insurance': 3, 'health insurance': 3, 'mental health': 3, 'public health': 3, medical: 2,
    medicine: 3, medicines: 3, pharmacy: 3, pharmacists: 3, vaccine: 3, vaccines: 3, vaccination: 3,
    immunisation: 3, immunization: 3, tobacco: 3, smoking: 3, cancer: 3, maternal: 3, 'ghana health service': 3,
    'ghana medical association': 3, onchocerciasis: 3, 'river blindness': 3, ambulance: 3, ambulances: 3,
    epidemic: 3, 'health facilities': 3, 'health care': 3, healthcare: 3, psychiatric: 3, 'health workers': 3,
    'chps compounds': 3, surgeons: 3, 'teaching hospital': 3,
  },
  Finance: {
    finance: 1, financial: 2, financing: 2, loan: 3, loans: 3, tax: 2, taxes: 2, taxation: 3, levy: 2, levies: 2,
    revenue: 1, revenues: 1, budget: 1, bank: 2, banks: 2, banking: 3, 'bank of ghana': 3, credit: 1,
    'stamp duty': 3, excise: 3, 'capital gains': 3, 'stock exchange': 3, investors: 2, fiscal: 3, debt: 3,
    debts: 3, 'interest rate': 3, 'interest rates': 3, cedi: 2, cedis: 2, 'ghana revenue authority': 3,
    microfinance: 3, 'income tax': 3, vat: 3, 'value added tax': 3, 'tax holiday': 3, waiver: 2, euros: 2,
    'trade finance': 3, 'financial institutions': 3, 'master facility agreement': 3, 'loan agreement': 3,
    'tax exemptions': 3, 'tax waiver': 3, 'syndicated': 3, receivables: 3, 'development bank': 3, duties: 1,
  },
  Technology: {
    technology: 2, technologies: 2, ict: 3, 'information technology': 3, computer: 3, computers: 3,
    computerised: 3, computerized: 3, digital: 3, internet: 3, online: 3, software: 3, electronic: 2,
    'electronic transactions': 3, 'data protection': 3, 'personal data': 3, 'data controller': 3,
    'data controllers': 3, automated: 3, automation: 3, biometric: 3, 'e-commerce': 3, cyber: 3,
    cybercrime: 3, database: 2, innovation: 2, 'e-zwich': 2, 'e-government': 3, 'data subject': 3,
  },
  Energy: {
    energy: 2, electricity: 3, 'power supply': 3, 'power plant': 3, 'power outages': 3, ecg: 3, vra: 3,
    'volta river authority': 3, 'electricity company': 3, gridco: 3, oil: 2, 'oil and gas': 3, petroleum: 3,
    fuel: 3, gas: 2, hydroelectric: 3, 'renewable energy': 3, solar: 3, 'rural electrification': 3, gnpc: 3,
    lpg: 3, premix: 3, crude: 2, refinery: 3, electrification: 3, 'bui dam': 2, 'hydro': 2,
  },
  Transportation: {
    transport: 2, transportation: 3, road: 2, roads: 2, highway: 3, highways: 3, 'road traffic': 3, vehicle: 3,
    vehicles: 3, railway: 3, railways: 3, airport: 3, airports: 3, aviation: 3, airline: 3, airlines: 3,
    maritime: 3, shipping: 3, ship: 3, ships: 3, vessel: 3, vessels: 3, port: 3, ports: 3, harbour: 3,
    harbours: 3, seafarers: 3, piracy: 3, ferry: 3, trotro: 3, 'road safety': 3, dvla: 3, 'feeder roads': 3,
    drivers: 2, motorists: 3, 'ghana maritime authority': 3, 'shipping lines': 3, bridges: 2, traffic: 2,
    'offshore installations': 2, 'ghanaian waters': 2,
  },
  Environment: {
    environment: 2, environmental: 3, pollution: 3, 'climate change': 3, flood: 3, floods: 3, flooding: 3,
    waste: 3, sanitation: 3, drains: 3, drainage: 3, gutters: 3, forest: 3, forests: 3, deforestation: 3,
    forestry: 3, wildlife: 3, epa: 3, 'environmental protection agency': 3, plastic: 2, plastics: 2,
    'water bodies': 3, erosion: 3, garbage: 3, refuse: 2, desertification: 3, 'black fly': 2, pesticides: 2,
    biosafety: 2, 'climate variability': 3, 'water courses': 3, waterways: 2, 'land degradation': 3, filth: 3,
  },
  Justice: {
    justice: 2, court: 3, courts: 3, judge: 3, judges: 3, judiciary: 3, judicial: 3, 'criminal offences': 3,
    criminal: 3, crime: 3, crimes: 3, offence: 1, offences: 1, prosecution: 3, prosecutor: 3, prison: 3,
    prisons: 3, prisoners: 3, 'death penalty': 3, 'death sentence': 3, imprisonment: 2, conviction: 2,
    police: 2, lawyers: 2, 'legal aid': 3, racketeering: 3, 'organised crime': 3, 'organized crime': 3,
    'human rights': 2, sentencing: 3, bail: 3, narcotics: 3, 'money laundering': 3, corruption: 2,
    'trial judge': 3, 'criminal group': 3, convicted: 3, 'law enforcement': 2,
  },
  Defense: {
    defence: 3, defense: 3, military: 3, 'armed forces': 3, soldiers: 3, army: 3, navy: 3, 'air force': 3,
    troops: 3, peacekeeping: 3, veterans: 3, terrorism: 3, 'national security': 2, weapons: 2,
  },
  'Foreign Affairs': {
    'foreign affairs': 3, diplomatic: 3, diplomats: 3, embassy: 3, embassies: 3, ambassador: 3, ambassadors: 3,
    'high commission': 3, ecowas: 3, 'african union': 3, 'united nations': 3, bilateral: 3, consulate: 3,
    'foreign relations': 3, 'international relations': 3, treaty: 2, treaties: 2, 'regional integration': 3,
    passport: 2, passports: 2, visa: 2, visas: 2, 'foreign policy': 3,
  },
  Tourism: {
    tourism: 3, tourist: 3, tourists: 3, hotel: 3, hotels: 3, hospitality: 3, resort: 3, resorts: 3,
    'tourist sites': 3, 'ghana tourism authority': 3,
  },
  Trade: {
    trade: 2, traders: 3, export: 3, exports: 3, exporters: 3, import: 3, imports: 3, importers: 3,
    commerce: 3, market: 2, markets: 2, tariff: 3, tariffs: 3, manufacturing: 3, manufacturers: 3,
    'trade finance': 2, customs: 2, goods: 2, 'private sector': 2, smes: 3, 'free zones': 3,
    'made in ghana': 3, 'small and medium enterprises': 3, 'business registration': 3, 'export duty': 3,
    merchants: 2, businesses: 1, industries: 1, companies: 1, 'trade and industry': 1,
  },
  Labor: {
    labour: 3, labor: 3, workers: 3, employees: 2, employment: 3, unemployment: 3, jobs: 3, strike: 3,
    strikes: 3, 'industrial action': 3, salary: 3, salaries: 3, wages: 3, 'single spine': 3,
    'minimum wage': 3, 'trade union': 3, 'trade unions': 3, tuc: 3, pension: 3, pensions: 3, pensioners: 3,
    'conditions of service': 3, 'youth employment': 3, 'fair wages': 3, 'labour commission': 3, 'staff': 1,
  },
  Housing: {
    housing: 3, houses: 2, 'affordable housing': 3, 'real estate': 3, landlord: 3, landlords: 3, tenants: 3,
    rent: 3, 'rent control': 3, 'estate developers': 3, slum: 3, slums: 3, 'land use': 2, 'spatial planning': 2,
    'town and country planning': 3, 'unauthorised structures': 3, 'unauthorized structures': 3, squatters: 3,
    demolition: 2, 'building permits': 3, 'building regulations': 3, homes: 2, dwellings: 3,
  },
  Mining: {
    mining: 3, mines: 3, minerals: 3, mineral: 2, gold: 3, galamsey: 3, 'small-scale mining': 3, bauxite: 3,
    manganese: 3, diamond: 3, diamonds: 3, 'minerals commission': 3, extractive: 2, royalties: 2,
    'mining companies': 3, 'mining area': 3, concession: 2, concessions: 2,
  },
  Communication: {
    communication: 1, communications: 2, telecommunication: 3, telecommunications: 3, telecom: 3,
    'mobile phone': 3, 'mobile phones': 3, 'mobile network': 3, broadcasting: 3, radio: 2, television: 2,
    media: 2, journalists: 3, gbc: 3, 'national communications authority': 3, postal: 3,
    'communication towers': 3, masts: 2, telephone: 2, 'electronic communications': 3, spectrum: 2,
    'information services': 2, press: 1,
  },
  Sports: {
    sport: 3, sports: 3, football: 3, 'black stars': 3, athletes: 3, stadium: 3, stadia: 3, stadiums: 3,
    olympic: 3, olympics: 3, soccer: 3, fifa: 3, boxing: 3, athletics: 3,
  },
  Culture: {
    culture: 2, cultural: 3, chieftaincy: 3, chiefs: 2, 'traditional authorities': 3, 'traditional council': 3,
    'traditional councils': 3, festival: 3, festivals: 3, heritage: 3, arts: 2, music: 2, 'national theatre': 3,
    museum: 3, museums: 3, 'creative arts': 3, 'paramount chief': 3, 'stool lands': 3, chocolate: 1,
  },
  'Social Welfare': {
    'social welfare': 3, 'social protection': 3, leap: 3, poverty: 2, 'the aged': 3, elderly: 3, disability: 3,
    disabilities: 3, orphans: 3, vulnerable: 2, 'social security': 3, ssnit: 3, gender: 2, nadmo: 3,
    'disaster relief': 3, 'relief items': 3, destitute: 3, 'street children': 3, 'social services': 2,
    'affected families': 2, victims: 1, 'persons with disability': 3, 'persons with disabilities': 3,
  },
};

/**
 * Words after which an industry word names an office, not a subject: "Minister for Finance",
 * "Committee on Health", "Ministry of Education". Such mentions count for little.
 */
export const OFFICE_WORDS: ReadonlySet<string> = new Set([
  'minister', 'ministers', 'ministry', 'ministries', 'committee', 'committees', 'chairman', 'ranking',
]);
