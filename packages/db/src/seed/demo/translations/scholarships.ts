// Amharic and Afaan Oromo versions of the demo scholarships, keyed by title.
import type { DemoTranslations } from "./shared.ts";

export const scholarships: DemoTranslations = {
  "Mastercard Foundation Scholars Program": {
    am: {
      title: "የMastercard Foundation ተማሪዎች ፕሮግራም",
      experience: "የሁለተኛ ደረጃ ትምህርት ወይም የመጀመሪያ ዲግሪ፤ ለማኅበረሰብዎ ያሳዩት ቁርጠኝነት",
      description:
        "የትምህርት ችሎታ ላላቸውና አቅማቸው ውስን ለሆኑ ወጣት አፍሪካውያን በአፍሪካና በውጭ ሀገር ባሉ አጋር ዩኒቨርሲቲዎች ሙሉ የትምህርት ዕድል። የትምህርት ክፍያን፣ መኖሪያን፣ የጉዞ ወጪን፣ ላፕቶፕንና የአመራር ሥልጠናን ይሸፍናል፤ ከተመረቁ በኋላ ማኅበረሰብዎን ለማገልገል ቃል ይገባሉ።",
    },
    om: {
      title: "Sagantaa Barattoota Mastercard Foundation",
      experience:
        "Barnoota sadarkaa lammaffaa yookiin digrii jalqabaa; hawaasa keessaniif of kennuu agarsiiftan",
      description:
        "Dargaggoota Afrikaa dandeettii barnootaa qabanii fi humni diinagdee isaanii murtaa'aa ta'eef, yuunivarsiitiiwwan michoota Afrikaa fi biyya alaa keessatti carraa barnootaa guutuu. Kaffaltii barnootaa, bakka jireenyaa, imala, laaptooppii fi leenjii hoggansaa ni kaffala; erga eebbifamtanii booda hawaasa keessan tajaajiluuf waadaa galtu.",
    },
  },
  "DAAD Research Grants: Doctoral Programmes in Germany": {
    am: {
      title: "የDAAD የምርምር ድጋፍ፦ በጀርመን የዶክትሬት ፕሮግራሞች",
      experience: "ሁለተኛ ዲግሪ፣ ብዙውን ጊዜ ባለፉት ስድስት ዓመታት ውስጥ የተጠናቀቀ",
      description:
        "የጀርመን የአካዳሚክ ልውውጥ አገልግሎት በጀርመን ዩኒቨርሲቲ ወይም የምርምር ተቋም እስከ አራት ዓመት የሚቆይ የዶክትሬት ምርምርን ይደግፋል። ወርሃዊ አበል፣ የጤና መድን እና የጉዞ አበል ይጨምራል፤ ከመጀመርዎ በፊት የጀርመንኛ ትምህርት ይሰጣል።",
    },
    om: {
      title: "Deeggarsa Qorannoo DAAD: Sagantaalee Doktoreetii Jarmanii keessatti",
      experience: "Digrii 2ffaa, yeroo baay'ee waggoota ja'an darban keessatti kan xumurame",
      description:
        "Tajaajilli Jijjiirraa Barnootaa Jarmanii qorannoo doktoreetii yuunivarsiitii yookiin dhaabbata qorannoo Jarmanii keessatti hanga waggaa afuriif ni deeggara. Mindaa ji'aa, inshuraansii fayyaa fi kaffaltii imalaa of keessaa qaba; osoo hin jalqabin dura barumsi Afaan Jarmanii ni kennama.",
    },
  },
  "Chevening Scholarships (UK one-year master's)": {
    am: {
      title: "የChevening የትምህርት ዕድል (በዩናይትድ ኪንግደም የአንድ ዓመት ሁለተኛ ዲግሪ)",
      experience: "የመጀመሪያ ዲግሪና ቢያንስ የሁለት ዓመት (2,800 ሰዓት) የሥራ ልምድ",
      description:
        "የዩናይትድ ኪንግደም መንግሥት ለወደፊት መሪዎች የሚሰጠው ዓለም አቀፍ የትምህርት ዕድል፦ በማንኛውም የዩናይትድ ኪንግደም ዩኒቨርሲቲ የአንድ ዓመት ሁለተኛ ዲግሪ፤ የትምህርት ክፍያ፣ የኑሮ አበል፣ የአውሮፕላን ትኬትና ቪዛ ይሸፈናል። ተሸላሚዎች ከትምህርቱ በኋላ ለሁለት ዓመት ወደ ሀገራቸው መመለስ አለባቸው።",
    },
    om: {
      title: "Carraa Barnootaa Chevening (Digrii 2ffaa waggaa tokkoo Biriteen keessatti)",
      experience: "Digrii jalqabaa fi yoo xiqqaate muuxannoo hojii waggaa lamaa (sa'aatii 2,800)",
      description:
        "Carraa barnootaa addunyaa mootummaan Biriteen hoggantoota egeree kennu: yuunivarsiitii Biriteen kamiyyuu keessatti digrii 2ffaa waggaa tokkoo; kaffaltii barnootaa, baasii jireenyaa, tikeetii xayyaaraa fi viizaan ni kaffalama. Warri carraa argatan erga barnootaa booda waggaa lamaaf biyya isaaniitti deebi'uu qabu.",
    },
  },
  "Fulbright Foreign Student Program": {
    am: {
      title: "የFulbright የውጭ ሀገር ተማሪዎች ፕሮግራም",
      experience: "የመጀመሪያ ዲግሪ፤ ጠንካራ የእንግሊዝኛ ችሎታ (TOEFL ወይም IELTS)",
      description:
        "በአሜሪካ የድህረ ምረቃ ትምህርትና ምርምር፤ በኢትዮጵያ የሚያስተዳድረው አዲስ አበባ የሚገኘው የአሜሪካ ኤምባሲ ነው። ለሁለተኛ ዲግሪና ለዶክትሬት ተማሪዎች የትምህርት ክፍያን፣ የኑሮ አበልን፣ የጤና ሽፋንንና የደርሶ መልስ የአውሮፕላን ትኬትን ይሸፍናል።",
    },
    om: {
      title: "Sagantaa Barattoota Biyya Alaa Fulbright",
      experience: "Digrii jalqabaa; dandeettii Afaan Ingiliffaa cimaa (TOEFL yookiin IELTS)",
      description:
        "Barnoota digrii 2ffaa fi ol fi qorannoo Ameerikaa keessatti; Itoophiyaa keessatti kan geggeessu Embaasii Ameerikaa Finfinnee jiru dha. Barattoota digrii 2ffaa fi doktoreetiif kaffaltii barnootaa, baasii jireenyaa, tajaajila fayyaa fi tikeetii xayyaaraa deebii ni kaffala.",
    },
  },
  "MEXT Japanese Government Scholarship for Research Students": {
    am: {
      title: "የጃፓን መንግሥት MEXT የትምህርት ዕድል ለምርምር ተማሪዎች",
      experience: "የመጀመሪያ ዲግሪ፤ ዕድሜ ከ35 ዓመት በታች",
      description:
        "የጃፓን የትምህርት ሚኒስቴር በጃፓን ዩኒቨርሲቲዎች ምርምርንና የሁለተኛ ዲግሪ ወይም የዶክትሬት ትምህርትን ይደግፋል፤ ትምህርቱ በስድስት ወር የጃፓንኛ ቋንቋ ሥልጠና ይጀምራል። ማመልከቻው በኢትዮጵያ በሚገኘው የጃፓን ኤምባሲ በኩል ይቀርባል፤ የጽሑፍ ፈተናና ቃለ መጠይቅ ይከተላሉ።",
    },
    om: {
      title: "Carraa Barnootaa Mootummaa Jaappaan MEXT Barattoota Qorannootiif",
      experience: "Digrii jalqabaa; umuriin waggaa 35 gadi",
      description:
        "Ministeerri Barnootaa Jaappaan qorannoo fi barnoota digrii 2ffaa yookiin doktoreetii yuunivarsiitiiwwan Jaappaan keessatti ni deeggara; barnoonni leenjii Afaan Jaappaanii ji'a ja'aan jalqaba. Iyyannoon karaa Embaasii Jaappaan Itoophiyaa jiruun dhiyaata; qormaata barreeffamaa fi af-gaaffiitu itti aana.",
    },
  },
  "Erasmus Mundus Joint Master in Cybersecurity": {
    am: {
      title: "የErasmus Mundus የጋራ ሁለተኛ ዲግሪ በሳይበር ደህንነት",
      experience: "በኮምፒውቲንግ ወይም በተዛማጅ ዘርፍ የመጀመሪያ ዲግሪ",
      description:
        "የአውሮፓ ዩኒቨርሲቲዎች ጥምረት በጋራ የሚሰጠው የሁለት ዓመት ሁለተኛ ዲግሪ፤ እያንዳንዱ ሴሚስተር በተለያየ ሀገር ይሰጣል። የErasmus Mundus የትምህርት ዕድል የተሳትፎ ወጪን፣ ጉዞንና በወር 1,400 ዩሮ ገደማ አበልን ይሸፍናል።",
    },
    om: {
      title: "Digrii 2ffaa Waloo Erasmus Mundus Nageenya Saayibarii",
      experience: "Digrii jalqabaa kompiitingii yookiin damee walitti dhiyaatu keessatti",
      description:
        "Digrii 2ffaa waloo waggaa lamaa, gamtaa yuunivarsiitiiwwan Awurooppaatiin kennamu; semisteerri hundi biyya garaa garaa keessatti kennama. Carraan barnootaa Erasmus Mundus baasii hirmaannaa, imalaa fi mindaa ji'aa gara yuuroo 1,400 ni kaffala.",
    },
  },
  "Commonwealth Master's Scholarships": {
    am: {
      title: "የCommonwealth የሁለተኛ ዲግሪ የትምህርት ዕድሎች",
      experience: "የመጀመሪያ ዲግሪ (upper second class ወይም ከዚያ በላይ)",
      description:
        "እንደ ኬንያ፣ ዩጋንዳ፣ ሩዋንዳና ታንዛኒያ ላሉ የአፍሪካ የCommonwealth አባል ሀገራት ዜጎች በዩናይትድ ኪንግደም ዩኒቨርሲቲዎች ሙሉ የሁለተኛ ዲግሪ የትምህርት ዕድል። ኢትዮጵያ የCommonwealth አባል ስላልሆነች ኢትዮጵያውያን አመልካቾች በምትኩ Cheveningን ማየት አለባቸው፤ ይህን ያካተትነው ለምሥራቅ አፍሪካ አንባቢዎቻችን ነው።",
    },
    om: {
      title: "Carraawwan Barnootaa Digrii 2ffaa Commonwealth",
      experience: "Digrii jalqabaa (upper second class yookiin isaa ol)",
      description:
        "Lammiilee biyyoota Afrikaa miseensa Commonwealth ta'an, kanneen akka Keeniyaa, Ugaandaa, Ruwwandaa fi Taanzaaniyaatiif, yuunivarsiitiiwwan Biriteen keessatti carraa barnootaa digrii 2ffaa guutuu. Itoophiyaan miseensa Commonwealth waan hin taaneef, iyyattoonni Itoophiyaa bakka isaa Chevening ilaaluu qabu; dubbistoota keenya Afrikaa Bahaatiif asitti galchine.",
    },
  },
  "Swedish Institute Scholarships for Global Professionals": {
    am: {
      title: "የSwedish Institute የትምህርት ዕድሎች ለዓለም አቀፍ ባለሙያዎች",
      experience: "የመጀመሪያ ዲግሪና ቢያንስ 3,000 ሰዓት የሥራ ልምድ፤ የአመራር ልምድ",
      description:
        "በሀገራቸው ለዘላቂ ልማት አስተዋጽኦ ማድረግ ለሚፈልጉ ባለሙያዎች በስዊድን የሁለተኛ ዲግሪ ትምህርት። የትምህርት ክፍያ፣ በወር 12,000 የስዊድን ክሮና የኑሮ አበል፣ የጉዞ ድጋፍና መድን ይሸፈናሉ፤ ተሸላሚዎች SI Network for Future Global Leadersን ይቀላቀላሉ።",
    },
    om: {
      title: "Carraawwan Barnootaa Swedish Institute Ogeeyyii Addunyaatiif",
      experience: "Digrii jalqabaa fi yoo xiqqaate muuxannoo hojii sa'aatii 3,000; muuxannoo hoggansaa",
      description:
        "Ogeeyyii biyya isaaniitti misooma itti fufiinsa qabuuf gumaachuu barbaadaniif barnoota digrii 2ffaa Iswiidin keessatti. Kaffaltii barnootaa, baasii jireenyaa ji'atti kiroonaa Iswiidin 12,000, deeggarsa imalaa fi inshuraansiin ni kaffalama; warri carraa argatan SI Network for Future Global Leaders'tti makamu.",
    },
  },
  "Australia Awards Africa: Master's Scholarships": {
    am: {
      title: "Australia Awards Africa፦ የሁለተኛ ዲግሪ የትምህርት ዕድሎች",
      experience: "የመጀመሪያ ዲግሪና በተዛማጅ ዘርፍ የሁለት ዓመት የሥራ ልምድ",
      description:
        "እንደ ሕብረተሰብ ጤና፣ ግብርናና የሕዝብ ፖሊሲ ባሉ ቅድሚያ በተሰጣቸው ዘርፎች በአውስትራሊያ ዩኒቨርሲቲዎች ለሁለተኛ ዲግሪ የሚሰጡ የረጅም ጊዜ የትምህርት ዕድሎች። የትምህርት ክፍያን፣ የደርሶ መልስ የአውሮፕላን ትኬትን፣ የኑሮ ወጪ ድጋፍንና የመግቢያ የአካዳሚክ ፕሮግራምን ያካትታሉ።",
    },
    om: {
      title: "Australia Awards Africa: Carraawwan Barnootaa Digrii 2ffaa",
      experience: "Digrii jalqabaa fi muuxannoo hojii walitti dhiyaatu waggaa lamaa",
      description:
        "Carraawwan barnootaa yeroo dheeraa digrii 2ffaa yuunivarsiitiiwwan Awustiraaliyaa keessatti, damee dursa argatan kanneen akka fayyaa hawaasaa, qonnaa fi imaammata uummataa irratti. Kaffaltii barnootaa, tikeetii xayyaaraa deebii, deeggarsa baasii jireenyaa fi sagantaa barnootaa seensaa of keessaa qaba.",
    },
  },
  "Global Korea Scholarship (GKS) for Graduate Degrees": {
    am: {
      title: "የGlobal Korea Scholarship (GKS) ለድህረ ምረቃ ዲግሪዎች",
      experience: "ውጤቱ 80% ወይም ከዚያ በላይ የሆነ የመጀመሪያ ዲግሪ፤ ዕድሜ ከ40 ዓመት በታች",
      description:
        "የኮሪያ መንግሥት የአንድ ዓመት የኮሪያኛ ቋንቋ ትምህርትንና ከዚያ በኋላ በኮሪያ ዩኒቨርሲቲ የሁለተኛ ዲግሪ ወይም የዶክትሬት ትምህርትን ይሸፍናል። የአውሮፕላን ትኬት፣ የትምህርት ክፍያ፣ በወር 1,000,000 የኮሪያ ዎን አበልና የሕክምና መድን ይሸፈናሉ።",
    },
    om: {
      title: "Global Korea Scholarship (GKS): Digrii 2ffaa fi Doktoreetiif",
      experience: "Digrii jalqabaa qabxii 80% yookiin isaa ol; umuriin waggaa 40 gadi",
      description:
        "Mootummaan Kooriyaa barnoota Afaan Kooriyaa waggaa tokkoo, itti aansee digrii 2ffaa yookiin doktoreetii yuunivarsiitii Kooriyaa keessatti ni kaffala. Tikeetii xayyaaraa, kaffaltii barnootaa, mindaa ji'aa woon Kooriyaa 1,000,000 fi inshuraansii yaalaa ni kaffalama.",
    },
  },
  "Stipendium Hungaricum": {
    am: {
      title: "የStipendium Hungaricum የትምህርት ዕድል",
      experience: "የሁለተኛ ደረጃ ትምህርት ማጠናቀቂያ ሰርተፊኬት (ለመጀመሪያ ዲግሪ) ወይም የመጀመሪያ ዲግሪ (ለሁለተኛ ዲግሪ)",
      description:
        "ኢትዮጵያ የሃንጋሪ ዋነኛ የትምህርት ዕድል ፕሮግራም አጋር ሀገር ናት፦ በሃንጋሪ ዩኒቨርሲቲዎች በእንግሊዝኛ የሚሰጥ፣ የትምህርት ክፍያ የሌለበት የመጀመሪያ ዲግሪ፣ የሁለተኛ ዲግሪና የዶክትሬት ትምህርት፤ ወርሃዊ አበል፣ የዶርሚተሪ ቦታና የሕክምና መድን ይጨምራል። ዕጩዎች የሚቀርቡት በትምህርት ሚኒስቴር በኩል ነው።",
    },
    om: {
      title: "Carraa Barnootaa Stipendium Hungaricum",
      experience:
        "Waraqaa ragaa xumura barnoota sadarkaa lammaffaa (digrii jalqabaatiif) yookiin digrii jalqabaa (digrii 2ffaatiif)",
      description:
        "Itoophiyaan biyya michuu sagantaa carraa barnootaa Hangaarii isa guddaa ti: yuunivarsiitiiwwan Hangaarii keessatti, Afaan Ingiliffaan, digrii jalqabaa, digrii 2ffaa fi doktoreetii kaffaltii barnootaa malee; mindaa ji'aa, bakka dormii fi inshuraansii yaalaa waliin. Kaadhimamtoonni karaa Ministeera Barnootaa dhiyaatu.",
    },
  },
  "Türkiye Burslari Scholarships": {
    am: {
      title: "የTürkiye Burslari የትምህርት ዕድሎች",
      experience: "ዝቅተኛ ውጤት 70% (ለመጀመሪያ ዲግሪ) ወይም 75% (ለድህረ ምረቃ)፤ የዕድሜ ገደብ አለ",
      description:
        "ለሁሉም የትምህርት ደረጃዎች የሚሰጥ የቱርክ መንግሥት የትምህርት ዕድል፤ የአንድ ዓመት የቱርክኛ ቋንቋ ትምህርትን፣ የትምህርት ክፍያን፣ መኖሪያን፣ ወርሃዊ አበልን፣ የጤና መድንንና የደርሶ መልስ በረራን ያካትታል። አንድ የኦንላይን ማመልከቻ ለበርካታ ዩኒቨርሲቲዎች ያገለግላል።",
    },
    om: {
      title: "Carraawwan Barnootaa Türkiye Burslari",
      experience:
        "Qabxii xiqqaa 70% (digrii jalqabaa) yookiin 75% (digrii 2ffaa fi ol); daangaan umurii ni jira",
      description:
        "Carraa barnootaa mootummaa Turkii sadarkaa barnootaa hundaaf; barnoota Afaan Turkii waggaa tokkoo, kaffaltii barnootaa, bakka jireenyaa, mindaa ji'aa, inshuraansii fayyaa fi balali'iinsa deebii of keessaa qaba. Iyyannoon toora interneetii tokko yuunivarsiitiiwwan hedduuf ni tajaajila.",
    },
  },
  "ISC2 Undergraduate Cybersecurity Scholarship": {
    am: {
      title: "የISC2 የመጀመሪያ ዲግሪ የሳይበር ደህንነት የትምህርት ዕድል",
      experience: "በሳይበር ደህንነት ወይም በኮምፒውቲንግ የመጀመሪያ ዲግሪ ፕሮግራም ውስጥ የተመዘገቡ",
      description:
        "የISC2 Center for Cyber Safety and Education በዓለም ዙሪያ በሳይበር ደህንነት ፕሮግራሞች ለሚማሩ ተማሪዎች፣ በኦንላይን የሚማሩትንም ጨምሮ፣ ለትምህርት ክፍያ እስከ 5,000 የአሜሪካ ዶላር ድጋፍ ይሰጣል።",
    },
    om: {
      title: "Carraa Barnootaa Nageenya Saayibarii Digrii Jalqabaa ISC2",
      experience: "Sagantaa digrii jalqabaa nageenya saayibarii yookiin kompiitingii keessatti kan galmaa'e",
      description:
        "ISC2 Center for Cyber Safety and Education barattoota addunyaa guutuu keessatti sagantaalee nageenya saayibarii baratan, kanneen toora interneetiin baratan dabalatee, kaffaltii barnootaatiif deeggarsa hanga doolaara Ameerikaa 5,000 kenna.",
    },
  },
  "University of the People: Tuition-Free Online Degrees": {
    am: {
      title: "University of the People፦ የትምህርት ክፍያ የሌለባቸው የኦንላይን ዲግሪዎች",
      experience: "የሁለተኛ ደረጃ ትምህርት ማጠናቀቅ፤ የእንግሊዝኛ ችሎታ",
      description:
        "የትምህርት ክፍያ የሌለበት እውቅና ያለው የኦንላይን ዩኒቨርሲቲ፦ ተማሪዎች የሚከፍሉት አነስተኛ የምዘና ክፍያ ብቻ ሲሆን እንደ Mastercard Foundation ካሉ አጋሮች የሚገኙ የትምህርት ዕድሎች እነሱንም ሊሸፍኑ ይችላሉ። እየሠሩ ከአዲስ አበባ ኮምፒውተር ሳይንስ፣ ዳታ ሳይንስ ወይም ቢዝነስ ይማሩ።",
    },
    om: {
      title: "University of the People: Digriiwwan Toora Interneetii Kaffaltii Barnootaa Malee",
      experience: "Barnoota sadarkaa lammaffaa xumuruu; dandeettii Afaan Ingiliffaa",
      description:
        "Yuunivarsiitii toora interneetii beekamtii qabu kan kaffaltii barnootaa hin qabne: barattoonni kaffaltii madaallii xiqqaa qofa kaffalu, carraawwan barnootaa michoota akka Mastercard Foundation irraa argaman isaanis kaffaluu danda'u. Osoo hojjettanuu Finfinnee irraa saayinsii kompiitaraa, saayinsii daataa yookiin daldala baradhaa.",
    },
  },
  "Mandela Rhodes Scholarship": {
    am: {
      title: "የMandela Rhodes የትምህርት ዕድል",
      experience: "የመጀመሪያ ዲግሪ፤ ዕድሜ ከ19 እስከ 29፤ የአመራርና የአገልግሎት ልምድ",
      description:
        "ለወጣት አፍሪካውያን መሪዎች በደቡብ አፍሪካ ዩኒቨርሲቲ የድህረ ምረቃ ትምህርት፣ በኔልሰን ማንዴላ እሴቶች ላይ ከተመሠረተ የአመራር ማጎልበቻ ፕሮግራም ጋር። የትምህርት ክፍያን፣ መኖሪያን፣ የኑሮ አበልንና ጉዞን ይሸፍናል።",
    },
    om: {
      title: "Carraa Barnootaa Mandela Rhodes",
      experience: "Digrii jalqabaa; umuriin 19 hanga 29; muuxannoo hoggansaa fi tajaajilaa",
      description:
        "Hoggantoota dargaggoo Afrikaatiif barnoota digrii 2ffaa fi ol yuunivarsiitii Afrikaa Kibbaa keessatti, sagantaa guddina hoggansaa duudhaalee Neelsan Maandeelaa irratti ijaarame waliin. Kaffaltii barnootaa, bakka jireenyaa, baasii jireenyaa fi imala ni kaffala.",
    },
  },
};
