import type { LanguageCode } from '@outreach/shared-contracts';

export interface NamePool {
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
}

/**
 * Given names and surnames common among speakers of each supported language, written the way a
 * clinic's registration desk usually records them (Latin script, accents kept), so the demo list
 * looks like a real multilingual practice and exercises accent-insensitive search.
 */
export const demoNames: Record<LanguageCode, NamePool> = {
  en: {
    female: ['Olivia', 'Emily', 'Sarah', 'Jessica', 'Hannah', 'Grace', 'Chloe', 'Megan'],
    male: ['James', 'Michael', 'Daniel', 'Thomas', 'Ryan', 'Matthew', 'George', 'Samuel'],
    surnames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Walker', "O'Brien", 'Hughes', 'Clarke'],
  },
  es: {
    female: ['María', 'Lucía', 'Sofía', 'Carmen', 'Isabel', 'Valentina', 'Ximena'],
    male: ['José', 'Luis', 'Javier', 'Carlos', 'Mateo', 'Andrés', 'Diego'],
    surnames: ['García', 'Martínez', 'Rodríguez', 'López', 'Hernández', 'Pérez', 'Sánchez', 'Núñez'],
  },
  pt: {
    female: ['Ana', 'Beatriz', 'Mariana', 'Joana', 'Inês', 'Luíza'],
    male: ['João', 'Pedro', 'Tiago', 'Gonçalo', 'Rafael', 'Vinícius'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Oliveira', 'Costa', 'Gonçalves', 'Araújo'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Élodie', 'Inès'],
    male: ['Louis', 'Hugo', 'Théo', 'Julien', 'Étienne', 'Mathis'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine'],
  },
  de: {
    female: ['Anna', 'Lena', 'Sophie', 'Jana', 'Katharina', 'Heike'],
    male: ['Lukas', 'Jonas', 'Felix', 'Jürgen', 'Maximilian', 'Tobias'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Köhler', 'Becker'],
  },
  it: {
    female: ['Giulia', 'Francesca', 'Chiara', 'Alessia', 'Martina', 'Elisa'],
    male: ['Luca', 'Marco', 'Giovanni', 'Matteo', 'Niccolò', 'Davide'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'De Luca'],
  },
  nl: {
    female: ['Emma', 'Sanne', 'Fleur', 'Lotte', 'Anouk', 'Femke'],
    male: ['Daan', 'Sem', 'Bram', 'Joost', 'Thijs', 'Ruben'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'van Dijk'],
  },
  ru: {
    female: ['Anastasia', 'Olga', 'Yekaterina', 'Natalya', 'Svetlana', 'Irina'],
    male: ['Dmitry', 'Sergei', 'Alexei', 'Ivan', 'Mikhail', 'Nikolai'],
    surnames: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Sokolov', 'Volkov', 'Morozov'],
  },
  ja: {
    female: ['Yui', 'Haruka', 'Aoi', 'Sakura', 'Yōko', 'Misaki'],
    male: ['Haruto', 'Takumi', 'Kenji', 'Ren', 'Shōta', 'Daiki'],
    surnames: ['Satō', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Itō', 'Yamamoto'],
  },
  zh: {
    female: ['Xiaoling', 'Mei', 'Yan', 'Jing', 'Huifang', 'Lihua'],
    male: ['Wei', 'Jun', 'Hao', 'Zhiwei', 'Jianguo', 'Lei'],
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao'],
  },
  ko: {
    female: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Ha-eun', 'Soo-ah', 'Yoon-seo'],
    male: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Hyun-woo', 'Do-yoon', 'Sung-min'],
    surnames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon'],
  },
  ar: {
    female: ['Fatima', 'Aisha', 'Mariam', 'Layla', 'Nour', 'Yasmin'],
    male: ['Mohammed', 'Ahmed', 'Omar', 'Youssef', 'Khaled', 'Karim'],
    surnames: ['Al-Sayed', 'Haddad', 'Khoury', 'Mansour', 'Nasser', 'Abdallah', 'Saleh'],
  },
  fa: {
    female: ['Maryam', 'Zahra', 'Shirin', 'Parisa', 'Niloufar', 'Roya'],
    male: ['Reza', 'Ali', 'Dariush', 'Kourosh', 'Hossein', 'Babak'],
    surnames: ['Hosseini', 'Ahmadi', 'Karimi', 'Rahimi', 'Moradi', 'Tehrani', 'Jafari'],
  },
  hi: {
    female: ['Priya', 'Ananya', 'Kavya', 'Sunita', 'Pooja', 'Neha'],
    male: ['Rahul', 'Arjun', 'Vikram', 'Amit', 'Rohan', 'Sanjay'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Singh', 'Patel', 'Kumar', 'Joshi'],
  },
  th: {
    female: ['Siriporn', 'Nattaya', 'Kanya', 'Pimchanok', 'Malee', 'Araya'],
    male: ['Somchai', 'Anan', 'Prasert', 'Kittisak', 'Thanawat', 'Chaiya'],
    surnames: ['Saetang', 'Srisuk', 'Wongsawat', 'Chaiyaporn', 'Rattanakorn', 'Boonmee'],
  },
  bn: {
    female: ['Fatema', 'Nusrat', 'Taslima', 'Shirin', 'Rumana', 'Mousumi'],
    male: ['Rahim', 'Sakib', 'Tanvir', 'Arif', 'Mahmud', 'Imran'],
    surnames: ['Rahman', 'Hossain', 'Chowdhury', 'Islam', 'Akter', 'Das', 'Sarkar'],
  },
  ur: {
    female: ['Ayesha', 'Sana', 'Hina', 'Zainab', 'Mehwish', 'Saima'],
    male: ['Bilal', 'Usman', 'Faisal', 'Hamza', 'Imran', 'Zeeshan'],
    surnames: ['Khan', 'Qureshi', 'Siddiqui', 'Malik', 'Butt', 'Chaudhry', 'Raza'],
  },
  af: {
    female: ['Anika', 'Elmarie', 'Marelize', 'Liezl', 'Carien', 'Sunette'],
    male: ['Johan', 'Pieter', 'Hendrik', 'Willem', 'Gerrit', 'Francois'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'du Plessis', 'Nel', 'Venter', 'Coetzee'],
  },
  tr: {
    female: ['Ayşe', 'Zeynep', 'Elif', 'Fatma', 'Gülşen', 'Şule'],
    male: ['Mehmet', 'Mustafa', 'Emre', 'Çağrı', 'Burak', 'Oğuz'],
    surnames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın'],
  },
  ca: {
    female: ['Núria', 'Montserrat', 'Laia', 'Mercè', 'Roser', 'Aina'],
    male: ['Jordi', 'Pau', 'Joan', 'Arnau', 'Oriol', 'Martí'],
    surnames: ['Puig', 'Vila', 'Soler', 'Ferrer', 'Serra', 'Font', 'Casals'],
  },
  tl: {
    female: ['Maria Cristina', 'Jasmine', 'Rowena', 'Maricel', 'Liza', 'Angelica'],
    male: ['Jose Miguel', 'Mark Anthony', 'Rodel', 'Jericho', 'Ramil', 'Danilo'],
    surnames: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Dela Cruz', 'Mendoza', 'Villanueva'],
  },
};
