// Amharic and Afaan Oromo versions of the demo training programmes, keyed by Title.
import type { DemoTranslations } from "./shared.ts";

export const training: DemoTranslations = {
  "Mandela Washington Fellowship for Young African Leaders": {
    am: {
      Title: "የMandela Washington Fellowship ለወጣት አፍሪካውያን መሪዎች",
      Description:
        "በአሜሪካ ዩኒቨርሲቲ በንግድ፣ በሕዝባዊ ተሳትፎ ወይም በሕዝብ አስተዳደር የስድስት ሳምንት የአካዳሚክና የአመራር ሥልጠና፤ ከዚያም የFellowship ጉባኤ። ዕድሜያቸው ከ25 እስከ 35 የሆነና የአመራር ልምድ ያላቸው ኢትዮጵያውያን ማመልከት ይችላሉ፤ ጉዞ፣ መኖሪያና ምግብ ይሸፈናል።",
    },
    om: {
      Title: "Mandela Washington Fellowship Hoggantoota Dargaggoo Afrikaatiif",
      Description:
        "Yuunivarsiitii Ameerikaa keessatti daldala, hirmaannaa hawaasaa yookiin bulchiinsa uummataa irratti leenjii barnootaa fi hoggansaa torban ja'aa; itti aansee Walgahii Fellowship. Itoophiyaanota umuriin isaanii 25 hanga 35 ta'ee fi muuxannoo hoggansaa qabaniif banaa dha; imala, bakka jireenyaa fi nyaanni ni kaffalama.",
    },
  },
  "ALX Software Engineering Programme (Addis Ababa hub)": {
    am: {
      Title: "የALX የሶፍትዌር ምህንድስና ፕሮግራም (አዲስ አበባ ማዕከል)",
      Description:
        "በአዲስ አበባ ALX ማዕከል ወይም በኦንላይን ከእኩዮች ጋር በመማር የሚሰጥ፣ ወጪው የሚሸፈን የአሥራ ሁለት ወር የሶፍትዌር ምህንድስና ፕሮግራም። C፣ Python፣ JavaScript፣ DevOpsንና ቀጣሪዎች የሚፈልጓቸውን የሙያ ክህሎቶች ያካትታል።",
    },
    om: {
      Title: "Sagantaa Injinariingii Sooftiweerii ALX (Wiirtuu Finfinnee)",
      Description:
        "Sagantaa injinariingii sooftiweerii ji'a kudha lamaa, baasiin isaa kaffalamu, wiirtuu ALX Finfinnee keessatti yookiin toora interneetiin hiriyyoota waliin barachuun kennamu. C, Python, JavaScript, DevOps fi dandeettiiwwan ogummaa qacartoonni barbaadan of keessaa qaba.",
    },
  },
  "A2SV Competitive Programming and Software Engineering Training": {
    am: {
      Title: "የA2SV የውድድር ፕሮግራሚንግና የሶፍትዌር ምህንድስና ሥልጠና",
      Description:
        "Africa to Silicon Valley በኢትዮጵያ የሚገኙ የዩኒቨርሲቲ ተማሪዎችን በዳታ ስትራክቸር፣ በአልጎሪዝምና በቡድን ሥራ ያሠለጥናል፤ በዓለም አቀፍ የቴክኖሎጂ ኩባንያዎች ለሥራ ልምምድ ያዘጋጃቸዋል። ነፃ ሲሆን በአዲስ አበባና በአዳማ ዩኒቨርሲቲዎች በአካል ይሰጣል።",
    },
    om: {
      Title: "Leenjii Sagantaa Dorgommii fi Injinariingii Sooftiweerii A2SV",
      Description:
        "Africa to Silicon Valley barattoota yuunivarsiitii Itoophiyaa keessa jiran caasaa daataa, algoriizimii fi hojii gareetiin leenjisa; dhaabbilee teeknooloojii addunyaa keessatti shaakala hojiif isaan qopheessa. Bilisa; yuunivarsiitiiwwan Finfinnee fi Adaamaa keessatti fuulaa fuulatti kennama.",
    },
  },
  "5 Million Ethiopian Coders: Free Online Courses": {
    am: {
      Title: "5 ሚሊዮን ኢትዮጵያውያን ኮደሮች፦ ነፃ የኦንላይን ኮርሶች",
      Description:
        "ብሔራዊው የዲጂታል ክህሎት ተነሳሽነት በፕሮግራሚንግ መሠረታዊ ነገሮች፣ በAndroid ልማት፣ በዳታ ሳይንስና በAI ነፃ የኦንላይን ኮርሶችን ይሰጣል፤ የምስክር ወረቀቶቹ በኢትዮጵያ ቀጣሪዎች ዘንድ ተቀባይነት አላቸው።",
    },
    om: {
      Title: "Koodaroota Itoophiyaa Miliyoona 5: Koorsiiwwan Toora Interneetii Bilisaa",
      Description:
        "Jalqabbiin dandeettii dijitaalaa biyyaalessaa bu'uura sagantaa barreessuu, misooma Android, saayinsii daataa fi AI irratti koorsiiwwan toora interneetii bilisaa kenna; waraqaan ragaa isaa qacartoota Itoophiyaa biratti fudhatama qaba.",
    },
  },
  "Coady Institute: Global Change Leaders Program": {
    am: {
      Title: "Coady Institute፦ የዓለም አቀፍ የለውጥ መሪዎች ፕሮግራም",
      Description:
        "ለማኅበረሰብ ለውጥ ለሚሠሩ ከአፍሪካ፣ ከእስያና ከላቲን አሜሪካ ለመጡ ሴቶች በኖቫ ስኮሽያ በሚገኘው St. Francis Xavier University የሚሰጥ የአመራር ፕሮግራም። የትምህርት ዕድሉ የትምህርት ክፍያን፣ የጉዞና የኑሮ ወጪን ይሸፍናል።",
    },
    om: {
      Title: "Coady Institute: Sagantaa Hoggantoota Jijjiirama Addunyaa",
      Description:
        "Sagantaa hoggansaa dubartoota Afrikaa, Eeshiyaa fi Laatin Ameerikaa irraa dhufanii jijjiirama hawaasaatiif hojjetaniif, St. Francis Xavier University Noovaa Iskooshiyaa keessatti kennamu. Carraan barnootaa kaffaltii barnootaa, imalaa fi baasii jireenyaa ni kaffala.",
    },
  },
  "Oxford Machine Learning Summer School": {
    am: {
      Title: "የOxford የማሽን መማር የክረምት ትምህርት ቤት",
      Description:
        "ከOxford እና ከኢንዱስትሪ በመጡ ተመራማሪዎች የሚሰጡ ስለ ጥልቅ የማሽን መማር (deep learning)፣ ስለ አመንጪ AI እና ለጤናና ለማኅበራዊ ጥቅም ስለሚውል የማሽን መማር ትምህርቶችና የተግባር ክፍለ ጊዜዎች። በኦንላይን ወይም በአካል መሳተፍ ይቻላል፤ ከአፍሪካ ለሚመጡ ተማሪዎች ክፍያው ይቀርላቸዋል።",
    },
    om: {
      Title: "Mana Barumsaa Gannaa Barumsa Maashinii Oxford",
      Description:
        "Barumsaa fi leenjii hojiirraa waa'ee barumsa maashinii gadi fagoo (deep learning), AI uumaa (generative AI) fi barumsa maashinii fayyaa fi faayidaa hawaasaatiif oolu, qorattoota Oxford fi industirii irraa dhufaniin kennamu. Toora interneetiin yookiin fuulaa fuulatti hirmaachuun ni danda'ama; barattoota Afrikaa irraa dhufaniif kaffaltiin ni hambifama.",
    },
  },
  "Lindau Nobel Laureate Meetings for Young Scientists": {
    am: {
      Title: "የLindau Nobel Laureate Meetings ለወጣት ሳይንቲስቶች",
      Description:
        "ወጣት ተመራማሪዎች የኖቤል ተሸላሚዎችን በትምህርቶች፣ በውይይቶችና በማስተር ክላሶች የሚያገኙበት፣ በጀርመን ሊንዳው ከተማ የሚካሄድ የአንድ ሳምንት መድረክ። አመልካቾች የሚጠቆሙት በአካዳሚክ አጋር ተቋም ነው፤ ለጉዞና ለመኖሪያ ድጋፍ ይገኛል።",
    },
    om: {
      Title: "Lindau Nobel Laureate Meetings Saayintistoota Dargaggootiif",
      Description:
        "Torban tokko magaalaa Lindau, Jarmanii keessatti, qorattoonni dargaggoon mo'attoota badhaasa Nobel barumsa, marii fi kutaalee ogummaa keessatti itti wal argan. Iyyattoonni michuu barnootaa tokkoon kaadhimamu; deeggarsi imalaa fi bakka jireenyaa ni argama.",
    },
  },
  "Manaaki New Zealand Short Term Training Scholarships": {
    am: {
      Title: "የManaaki New Zealand የአጭር ጊዜ ሥልጠና የትምህርት ዕድሎች",
      Description:
        "ማመልከት ከሚችሉ የአፍሪካ ሀገራት ለመጡና በሙያቸው መካከለኛ ደረጃ ላይ ላሉ ባለሙያዎች በኒውዚላንድ በታዳሽ ኃይል፣ በግብርናና በመንግሥት ዘርፍ አመራር የሚሰጡ የአጭር ጊዜ የሙያ ኮርሶች፤ ሁሉም ወጪ ይሸፈናል።",
    },
    om: {
      Title: "Carraawwan Barnootaa Leenjii Yeroo Gabaabaa Manaaki New Zealand",
      Description:
        "Koorsiiwwan ogummaa yeroo gabaabaa Niwuu Ziilaandi keessatti anniisaa haaromfamaa, qonnaa fi hoggansa damee mootummaa irratti, ogeeyyii gidduu gala ogummaa isaanii irra jiran kanneen biyyoota Afrikaa iyyachuu danda'an irraa dhufaniif; baasiin hundi ni kaffalama.",
    },
  },
  "JICA Knowledge Co-Creation Program": {
    am: {
      Title: "የJICA የዕውቀት ትብብር ፕሮግራም (Knowledge Co-Creation Program)",
      Description:
        "ከአጋር ሀገራት ለመጡ የመንግሥት ሠራተኞችና ባለሙያዎች በጃፓን ከሁለት እስከ ስድስት ሳምንት የሚቆዩ ሥልጠናዎች፣ እንደ ሕብረተሰብ ጤና፣ ICT እና የኢንዱስትሪ ልማት ባሉ ዘርፎች። ጥቆማዎች የሚቀርቡት አዲስ አበባ በሚገኘው JICA Ethiopia በኩል ነው።",
    },
    om: {
      Title: "Sagantaa Beekumsa Waliin Uumuu JICA (Knowledge Co-Creation Program)",
      Description:
        "Koorsiiwwan leenjii torban lamaa hanga ja'aa Jaappaan keessatti, hojjettoota mootummaa fi ogeeyyii biyyoota michootaa irraa dhufaniif, damee akka fayyaa hawaasaa, ICT fi misooma industirii irratti. Kaadhimmaan karaa JICA Ethiopia Finfinnee jiruun dhiyaata.",
    },
  },
};
