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
};
