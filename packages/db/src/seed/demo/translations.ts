// Amharic and Afaan Oromo versions of the demo content, so a newcomer sees the site as its readers
// will: each entry is keyed by the English title of a demo row (its kind's title column; people by
// name) and holds the translatable fields (contracts' TRANSLATABLE_FIELDS) in both languages.
// Names of organisations and programmes stay as they are (docs/i18n/glossary.md).
import type { ContentKind, Translations } from "@btw/contracts";

type DemoTranslations = Record<string, Translations>;

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");

const scholarships: DemoTranslations = {
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
};

const internships: DemoTranslations = {
  "Web Development Intern|Gebeya Inc.": {
    am: {
      Responsibilities:
        "<p>ለGebeya የችሎታ ገበያ በReact ምላሽ ሰጪ ገጾችን ይገነባሉ፣ ተጠቃሚዎች ያሳወቋቸውን ስህተቶች ያስተካክላሉ፣ ለሚነኳቸው ክፍሎች ሙከራዎችን ይጽፋሉ፣ ከከፍተኛ መሐንዲሶች ጋር በኮድ ግምገማ ይሳተፋሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ ለልምምዱ ጊዜ MacBook፣ ሳምንታዊ የምክር ክፍለ ጊዜዎችና ከሦስት ወር በኋላ የሙሉ ጊዜ ሥራ ዕድል።</p>",
    },
    om: {
      Responsibilities:
        "<p>Gabaa dandeettii Gebeyaaf fuulota React'n ijaartu, dogoggora fayyadamtoonni gabaasan sirreessitu, qaamolee tuqxaniif qormaata barreessitu, injinaroota olaanoo waliin gamaaggama koodii irratti hirmaattu.</p>",
      Benefits:
        "<p>Mindaa ji'aa, yeroo shaakalaaf MacBook, gorsa torban torbanii fi ji'a sadii booda carraa hojii yeroo guutuu.</p>",
    },
  },
  "Web Development Intern|Automattic (remote)": {
    am: {
      Responsibilities:
        "<p>በተለያዩ ሀገራት ከሚገኝ ቡድን ጋር በWordPress.com ባህሪያት ላይ ይሠራሉ፣ በተለያየ የሰዓት ክልል ካለ አማካሪ ጋር አብረው ይሠራሉ፣ በልምምዱ መጨረሻ የራስዎን አነስተኛ ፕሮጀክት ያጠናቅቃሉ።</p>",
      Benefits: "<p>የሚከፈልበት፣ ሙሉ በሙሉ ከርቀት፣ ተለዋዋጭ ሰዓት፣ ለቤት ቢሮ ድጋፍና ለልምምዱ ሙሉ ጊዜ አማካሪ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee biyyoota garaa garaa keessa jiru waliin amaloota WordPress.com irratti hojjettu, gorsaa godina yeroo biraa jiru waliin hojjettu, dhuma shaakalaatti pirojektii xiqqaa mataa keessanii xumurtu.</p>",
      Benefits:
        "<p>Kan kaffalamu, guutummaatti fagoo irraa, sa'aatii jijjiiramaa, deeggarsa waajjira manaa fi yeroo shaakalaa guutuu gorsaa.</p>",
    },
  },
  "AI & Machine Learning Intern|iCog Labs": {
    am: {
      Responsibilities:
        "<p>አዲስ አበባ የሚገኘውን የምርምር ቡድን የአማርኛ ቋንቋ የመረጃ ስብስቦችን በማዘጋጀት፣ ሞዴሎችን በማሠልጠንና በመገምገም ያግዛሉ፤ ሙከራዎችዎንም ለሳምንታዊው የላብራቶሪ ስብሰባ ይጽፋሉ።</p>",
      Benefits: "<p>አበል፣ ለሙከራዎችዎ የGPU ጊዜ፣ አስተዋጽኦ ባደረጉባቸው ጽሑፎች ላይ የጋራ ደራሲነትና በቦታው ምሳ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee qorannoo Finfinnee jiru walitti qabama daataa Afaan Amaaraa qopheessuu, moodeloota leenjisuu fi madaaluun gargaartu; yaalii keessanis walgahii laabraatorii torbaniif barreessitu.</p>",
      Benefits:
        "<p>Mindaa, yeroo GPU yaalii keessaniif, barreeffamoota gumaacha itti gootan irratti barreessaa ta'uu fi nyaata guyyaa bakka hojiitti.</p>",
    },
  },
  "AI & Machine Learning Intern|Kifiya Financial Technology": {
    am: {
      Responsibilities:
        "<p>ለአነስተኛ አርሶ አደሮችና ለአነስተኛ ንግዶች የብድር ብቃት መመዘኛ መረጃን ይመረምራሉ፣ መነሻ ሞዴሎችን ይገነባሉ፣ ያገኙትን ለዳታ ሳይንስ ቡድኑ ያቀርባሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ የትራንስፖርት አበል፣ የምስክር ወረቀትና የድጋፍ ደብዳቤ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Daataa madaallii liqaa qonnaan bultoota xixiqqaa fi daldaltoota xixiqqaa ni qorattu, moodeloota bu'uuraa ni ijaartu, waan argattan garee saayinsii daataatiif dhiyeessitu.</p>",
      Benefits: "<p>Mindaa ji'aa, baasii geejjibaa, waraqaa ragaa fi xalayaa deeggarsaa.</p>",
    },
  },
  "Software Developer Intern (C/C++/Java)|Safaricom Ethiopia": {
    am: {
      Responsibilities:
        "<p>በM-PESA ኢትዮጵያ አገልግሎቶች ላይ የሚሠራ የጀርባ ሥርዓት ቡድንን ይቀላቀላሉ፦ የJava አገልግሎቶችንና ሙከራዎቻቸውን ይጽፋሉ፣ በዕለታዊ ስብሰባዎች ይሳተፋሉ፣ የቴሌኮም ኩባንያ ሶፍትዌርን በስፋት እንዴት እንደሚያስኬድ ይማራሉ።</p>",
      Benefits: "<p>ተወዳዳሪ አበል፣ የሞባይል ዳታ ጥቅልና የተደራጀ የተመራቂዎች የትምህርት ፕሮግራም።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee sirna duubaa tajaajila M-PESA Itoophiyaa irratti hojjetutti makamtu: tajaajila Java fi qormaata isaanii barreessitu, walgahii guyyaa guyyaa irratti hirmaattu, dhaabbanni telekoomii sooftiweerii bal'inaan akkamitti akka hojjechiisu barattu.</p>",
      Benefits:
        "<p>Mindaa dorgomaa, paakeejii daataa moobaayilaa fi sagantaa barumsaa eebbifamtootaa qindaa'e.</p>",
    },
  },
};

const training: DemoTranslations = {
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

const jobs: DemoTranslations = {
  "Junior Frontend Developer (React)": {
    am: {
      JobTitle: "ጀማሪ የፊት ገጽ ገንቢ (React)",
      Description:
        "የአፍሪካ አቀፍ የችሎታ ገበያ የድረ ገጽ መተግበሪያዎችን ይገነባሉ፣ ይጠብቃሉ። የReact እና የTypeScript መሠረታዊ ዕውቀት አለዎት፣ ለሁሉም ተደራሽ የሆኑ ገጾች ያሳስብዎታል፣ እያንዳንዱን ለውጥ በሚገመግም ቡድን ውስጥ ማደግ ይፈልጋሉ። ከ0 እስከ 2 ዓመት ልምድ።",
    },
    om: {
      JobTitle: "Misoomsaa Fuula Duraa Jalqabaa (React)",
      Description:
        "Appiiwwan weebii gabaa dandeettii Afrikaa guutuu ni ijaartu, ni kunuuntu. Bu'uura React fi TypeScript ni beektu, fuulota nama hundaaf mijatoo ta'an ni yaaddu, garee jijjiirama hunda gamaaggamu keessatti guddachuu barbaaddu. Muuxannoo waggaa 0 hanga 2.",
    },
  },
  "Data Analyst": {
    am: {
      JobTitle: "የዳታ ተንታኝ",
      Description:
        "የግብይትና የዳሰሳ መረጃዎችን አበዳሪዎች አነስተኛ ንግዶችን እንዲደርሱ ወደሚያግዙ ዳሽቦርዶችና ሪፖርቶች ይቀይራሉ። SQL፣ Excel እና Python ወይም R፤ በስታቲስቲክስ፣ በኢኮኖሚክስ ወይም በኮምፒውተር ሳይንስ ዲግሪ።",
    },
    om: {
      JobTitle: "Xiinxalaa Daataa",
      Description:
        "Daataa daldalaa fi qorannoo gara gabatee fi gabaasa liqeessitoonni daldaltoota xixiqqaa akka qaqqaban gargaaranitti jijjiirtu. SQL, Excel fi Python yookiin R; digrii istaatistiksii, diinagdee yookiin saayinsii kompiitaraa.",
    },
  },
  "Customer Experience Associate (Amharic and English)": {
    am: {
      JobTitle: "የደንበኞች አገልግሎት ባለሙያ (አማርኛና እንግሊዝኛ)",
      Description:
        "ደንበኞችን በስልክና በቻት በሞባይልና በM-PESA ሂሳቦቻቸው ያግዛሉ። አማርኛና እንግሊዝኛን አቀላጥፈው ይናገራሉ፤ አፋን ኦሮሞ ወይም ትግርኛ ተጨማሪ ጥቅም ነው። የፈረቃ ሥራ፣ ትራንስፖርት ይቀርባል።",
    },
    om: {
      JobTitle: "Ogeessa Tajaajila Maamiltootaa (Afaan Amaaraa fi Ingiliffaa)",
      Description:
        "Maamiltoota herrega moobaayilaa fi M-PESA isaanii irratti bilbilaa fi haasaa barreeffamaatiin gargaartu. Afaan Amaaraa fi Ingiliffaa sirriitti dubbattu; Afaan Oromoo yookiin Tigiree dabalataan faayidaa qaba. Hojii sa'aatii jijjiiraa, geejjibni ni dhiyaata.",
    },
  },
  "Junior Backend Developer (Node.js)": {
    am: {
      JobTitle: "ጀማሪ የጀርባ ሥርዓት ገንቢ (Node.js)",
      Description:
        "በሺዎች የሚቆጠሩ የኢትዮጵያ ነጋዴዎች ከሚጠቀሙበት የክፍያ መግቢያ በስተጀርባ ያሉ የNode.js አገልግሎቶችን ይጽፋሉ፣ ይፈትሻሉ። JavaScriptን በደንብ ያውቃሉ፣ PostgreSQLን ተጠቅመዋል፣ ገንዘብ እንዴት እንደሚንቀሳቀስ መረዳት ይወዳሉ።",
    },
    om: {
      JobTitle: "Misoomsaa Sirna Duubaa Jalqabaa (Node.js)",
      Description:
        "Tajaajila Node.js karra kaffaltii daldaltoonni Itoophiyaa kumaatamaan itti fayyadaman duuba jiru barreessitu, qortu. JavaScript sirriitti beektu, PostgreSQL fayyadamtaniirtu, maallaqni akkamitti akka socho'u hubachuu jaallattu.",
    },
  },
  "telebirr Agent Trainer": {
    am: {
      JobTitle: "የtelebirr ወኪሎች አሠልጣኝ",
      Description:
        "የtelebirr ወኪሎችን ደንበኞችን በመመዝገብ፣ ገንዘብ በማስገባትና በማውጣት እንዲሁም ማጭበርበርን በመከላከል ላይ የሚያሠለጥኑበት የስድስት ወር ኮንትራት። ወደ ክልል ከተሞች መጓዝን ይጠይቃል፤ ዲፕሎማና የማሠልጠን ልምድ ያስፈልጋል።",
    },
    om: {
      JobTitle: "Leenjisaa Bakka Bu'oota telebirr",
      Description:
        "Qacarrii ji'a ja'aa bakka bu'oota telebirr maamiltoota galmeessuu, maallaqa galchuu fi baasuu, akkasumas gowwoomsaa ittisuu irratti leenjisuu. Magaalota naannoolee deemuu gaafata; diploomaa fi muuxannoo leenjisuu barbaachisa.",
    },
  },
};

/** The first three posts, newest first: their content as the editor stores it (paragraphs of HTML). */
const blogs: DemoTranslations = {
  "Free online digital skills bootcamp: eight weeks, starting soon": {
    am: {
      title: "ነፃ የኦንላይን የዲጂታል ክህሎት ሥልጠና፦ ስምንት ሳምንት፣ በቅርቡ ይጀምራል",
      description:
        "የድረ ገጽ መሠረታዊ ነገሮች፣ ስፕሬድሺት፣ የኦንላይን ደህንነትና የፍሪላንስ ሥራ፦ በኢትዮጵያ በየትኛውም ቦታ ላሉ ተማሪዎችና ተመራቂዎች ነፃ የምሽት የተጠናከረ ሥልጠና።",
      content: html([
        "የሚቀጥለው የዲጂታል ክህሎት ሥልጠናችን ምዝገባ በዚህ ሳምንት ይከፈታል። በስምንት ሳምንታት፣ በሳምንት ሁለት ምሽቶች፣ ተሳታፊዎች ቀላል ድረ ገጽ መሥራትን፣ በስፕሬድሺት በልበ ሙሉነት መሥራትን፣ በኦንላይን ደህንነታቸውን መጠበቅንና የመጀመሪያ የፍሪላንስ ደንበኞቻቸውን ማግኘትን ይማራሉ። ሁሉም ክፍለ ጊዜዎች በኦንላይን ስለሚሰጡ ከአዲስ አበባ፣ ከሀዋሳ፣ ከመቐለ ወይም ስልክና የዳታ ጥቅል ካለበት ከየትኛውም ቦታ መሳተፍ ይችላሉ።",
        "ሥልጠናው ነፃ ነው። የሚሰጡት በኢትዮጵያና በውጭ ሀገር በገንቢነት፣ በተንታኝነትና በዲዛይነርነት የሚሠሩ በጎ ፈቃደኞች ናቸው፤ እያንዳንዱ ሳምንት ወደ ሥራ ማሳያዎ በሚገባ አነስተኛ ፕሮጀክት ይጠናቀቃል። መብራት ወይም ኢንተርኔት ለሚቋረጥባቸው ክፍለ ጊዜዎቹ ይቀረጻሉ፤ አማካሪዎችም በክፍሎች መካከል በቡድን ቻት ጥያቄዎችን ይመልሳሉ።",
        "አማካሪዎች እያንዳንዱን ፕሮጀክት መገምገም እንዲችሉ ቦታው ለ300 ተሳታፊዎች የተወሰነ ነው። ለመጨረሻ ዓመት ተማሪዎች፣ ለአዲስ ተመራቂዎችና ወደ ሥራ ለሚመለሱ ወጣት ሴቶች ቅድሚያ እንሰጣለን። ስምንቱንም ፕሮጀክቶች ያጠናቀቁ የምስክር ወረቀትና ለሥራ ልምምድ ማገናኛ ቀናችን ግብዣ ያገኛሉ።",
        "ለመመዝገብ በሥልጠና ገጹ ላይ ያለውን አጭር ቅጽ ይሙሉና የሚስማማዎትን የምሽት ሰዓት ይምረጡ። ጥያቄ ካለዎት በአስተያየት መስጫ ቅጹ ወይም በWhatsApp ይጻፉልን፤ በሁለት የሥራ ቀናት ውስጥ እንመልሳለን።",
      ]),
    },
    om: {
      title:
        "Leenjii cimaa dandeettii dijitaalaa toora interneetii bilisaa: torban saddeet, dhiyootti jalqaba",
      description:
        "Bu'uura weebii, ispireedshiitii, nageenya toora interneetii fi hojii dhuunfaa (freelance): leenjii cimaa galgalaa bilisaa barattootaa fi eebbifamtoota Itoophiyaa keessa bakka kamiyyuu jiraniif.",
      content: html([
        "Galmeen leenjii dandeettii dijitaalaa keenya itti aanu torban kana banama. Torban saddeetiif, torbanitti galgala lama, hirmaattonni marsariitii salphaa ijaaruu, ispireedshiitiin of amanamummaan hojjechuu, toora interneetii irratti nageenya isaanii eeggachuu fi maamiltoota hojii dhuunfaa isaanii jalqabaa argachuu ni baratu. Leenjiin hundi toora interneetiin waan kennamuuf, Finfinnee, Hawaasaa, Maqalee yookiin bakka bilbilaa fi paakeejii daataa qabdan kamiyyuu irraa hirmaachuu dandeessu.",
        "Leenjiin kun bilisa. Kan kennan tola ooltota Itoophiyaa fi biyya alaatti akka misoomsitootaa, xiinxaltootaa fi dizaayinaroottaatti hojjetanii dha; torbanni hundi pirojektii xiqqaa kuusaa hojii keessanii keessa galuun xumurama. Warra ibsaan yookiin interneetiin irraa citeef leenjiin ni waraabama; gorsitoonnis gidduu kutaalee garee haasaa irratti gaaffii ni deebisu.",
        "Gorsitoonni pirojektii hunda akka ilaalan, bakki hirmaattota 300 qofaaf daangeffame. Barattoota waggaa xumuraa, eebbifamtoota haaraa fi dubartoota dargaggoo gara hojiitti deebi'aniif dursa kennina. Warri pirojektoota saddeetan hunda xumuran waraqaa ragaa fi afeerraa guyyaa walitti fiduu shaakala hojii keenyaa ni argatu.",
        "Galmaa'uuf, fuula Leenjii irratti unka gabaabaa guutaa, sa'aatii galgalaa isinii mijatu filadhaa. Gaaffii yoo qabaattan, unka yaadaa yookiin WhatsApp irratti nuuf barreessaa; guyyoota hojii lama keessatti deebii ni kennina.",
      ]),
    },
  },
  "Startup pitch day: fifteen startups, one room full of investors": {
    am: {
      title: "የጀማሪ ንግዶች የሃሳብ ማቅረቢያ ቀን፦ አሥራ አምስት ጀማሪ ንግዶች፣ በባለሀብቶች የተሞላ አንድ አዳራሽ",
      description:
        "አሥራ አምስት አዳዲስ የኢትዮጵያ ጀማሪ ንግዶች በአዲስ አበባ ለባለሀብቶች፣ ለአማካሪዎችና ለለጋሾች ሃሳባቸውን አቀረቡ። ያየነውና ያሸነፉት እነሆ።",
      content: html([
        "ባለፈው ቅዳሜ አሥራ አምስት ጀማሪ ንግዶች በቦሌ በተካሄደው የሃሳብ ማቅረቢያ ቀናችን መድረክ ላይ ወጡ፤ እያንዳንዳቸው ለማቅረብ አምስት ደቂቃና ለጥያቄ አምስት ደቂቃ ነበራቸው። ከ200 በላይ እንግዶች ተገኝተዋል፦ ባለሀብቶች፣ የሀገር ውስጥ ባንኮች ተወካዮች፣ በውጭ የሚኖሩ ለጋሾችና ከሁሉም በላይ ያጨበጨቡት የመሥራቾቹ ቤተሰቦች።",
        "ጀማሪ ንግዶቹ ግብርናን፣ ጤናን፣ ትምህርትን፣ ሎጂስቲክስንና ፋይናንስን ያካትታሉ። ከጅማ የመጣ ቡድን አርሶ አደሮች በስልክ የሚጠቀሙበትን የአፈር መመርመሪያ አሳየ፤ ከአዳማ የመጡ ሁለት እህትማማቾች ያለ ኢንተርኔት በአማርኛና በአፋን ኦሮሞ የሚሠራ የማጠናከሪያ ትምህርት መተግበሪያ አቀረቡ፤ የምህንድስና ተመራቂዎች ቡድን በሀገር ውስጥ ከተገኙ ክፍሎች የተሠራ የኤሌክትሪክ ባለሦስት እግር ተሽከርካሪ አሳየ።",
        "ዳኞቹ እያንዳንዳቸው 150,000 ብር የሆኑ ሦስት የመነሻ ገንዘብ ድጋፎችን ሰጡ፤ ገንዘቡ ሙሉ በሙሉ ለጀማሪ ንግዶች ድጋፍ ፕሮግራማችን ከተደረጉ ልገሳዎች የተገኘ ነው። አሥራ አምስቱም ቡድኖች ቀደም ብለው ኢንቨስትመንት ካገኙ መሥራቾች ጋር የስድስት ወር የምክር ድጋፍ ይጀምራሉ፤ አራት ቡድኖችም በዚያው ምሽት በባለሀብቶች ለተጨማሪ ውይይት ተጋብዘዋል።",
        "ቀኑን እውን ላደረጉት በጎ ፈቃደኞቻችን፣ ዳኞቻችንና ለጋሾች ሁሉ እናመሰግናለን። ለሚቀጥለው የሃሳብ ማቅረቢያ ቀን ማመልከቻ በሦስት ወር ውስጥ ይከፈታል፤ መሥራቾች በመርጃዎች ክፍል ባለው የሃሳብ ማቅረቢያ መመሪያችን ዝግጅት መጀመር ይችላሉ።",
      ]),
    },
    om: {
      title:
        "Guyyaa yaada dhiyeessuu daldala haaraa: daldaloota haaraa kudha shan, galma invastaroottan guutame tokko",
      description:
        "Daldaloonni haaraa Itoophiyaa kudha shan Finfinneetti invastaroota, gorsitootaa fi gumaachitootaaf yaada isaanii dhiyeessan. Waan argine fi warra mo'e kunoo.",
      content: html([
        "Sanbata darbe daldaloonni haaraa kudha shan guyyaa yaada dhiyeessuu keenya Boolee keessatti waltajjii bahan; tokkoon tokkoon isaanii dhiyeessuuf daqiiqaa shanii fi gaaffiif daqiiqaa shan qabu turan. Keessummoonni 200 ol argaman: invastaroota, bakka bu'oota baankota biyya keessaa, gumaachitoota biyya alaa jiranii fi maatii hundeessitootaa, kanneen hunda caalaa harka rukutan.",
        "Daldaloonni haaraan qonna, fayyaa, barnoota, loojistiksii fi faayinaansii of keessaa qabu. Gareen Jimmaa irraa dhufe meeshaa qorannoo biyyee qonnaan bultoonni bilbilaan fayyadaman agarsiise; obboleettonni lama Adaamaa irraa appii barnoota deeggarsaa interneetii malee Afaan Amaaraa fi Afaan Oromootiin hojjetu dhiyeessan; gareen eebbifamtoota injinariingii konkolaataa miilla sadii elektirikii qaamolee biyya keessatti argamaniin hojjetame agarsiise.",
        "Abbootiin murtii deeggarsa maallaqa jalqabaa sadii, tokkoon tokkoon isaanii Birrii 150,000, kennan; maallaqni kun guutummaatti gumaacha sagantaa deeggarsa daldala haaraa keenyaaf godhame irraa kan argame dha. Gareen kudha shanan hundi hundeessitoota duraan invastimantii argatan waliin gorsa ji'a ja'aa jalqabu; gareen afur galgala sanuma invastarootaan marii itti aanuuf afeeraman.",
        "Tola ooltota keenya, abbootii murtii keenyaa fi gumaachitoota guyyaa kana dhugoomsan hundaaf galatoomaa. Iyyannoon guyyaa yaada dhiyeessuu itti aanuu ji'a sadii keessatti banama; hundeessitoonni qajeelfama dhiyeessa yaadaa kutaa Meeshaalee barumsaa keessa jiruun qophaa'uu jalqabuu danda'u.",
      ]),
    },
  },
  "How to write a personal statement scholarship panels remember": {
    am: {
      title: "የትምህርት ዕድል ገምጋሚዎች የማይረሱትን የግል መግለጫ እንዴት መጻፍ ይቻላል",
      description: "ከመጀመሪያው ዓረፍተ ነገር እስከ መጨረሻው ንባብ የጠንካራ መግለጫዎች አምስት ልማዶች፣ ካሸነፉ ተማሪዎች ምሳሌዎች ጋር።",
      content: html([
        "ገምጋሚዎች ለአንድ ፕሮግራም በመቶዎች የሚቆጠሩ መግለጫዎችን ያነባሉ። የሚያስታውሷቸው በአንድ ግልጽ ነገር የሚጀምሩትን ነው፦ አንድ ቅጽበት፣ ያዩት ችግር ወይም የሠሩት ፕሮጀክት። «ሁልጊዜም ለሕብረተሰብ ጤና ፍቅር ነበረኝ» ከማለት ይልቅ በአንድ የገጠር ክሊኒክ መጠበቂያ ክፍል ታካሚዎችን በመቁጠር ያሳለፉትን ከሰዓት ይጻፉ።",
        "ከዚያም ያለፈ ታሪክዎን ከፕሮግራሙ፣ ፕሮግራሙን ደግሞ ከወደፊትዎ ጋር ያገናኙ። ለእርስዎ የሚጠቅሙትን ኮርሶች ወይም መምህራን በስም ይጥቀሱ፤ ወደ ኢትዮጵያ ሲመለሱ ምን እንደሚሠሩ ይናገሩ። በተለይ የChevening እና የMastercard Foundation ገምጋሚዎች ለሀገር ለመመለስ የሚታመን ዕቅድ ይፈልጋሉ።",
        "እውነተኛና አጭር ያድርጉት። ከቃላት ገደቡ አይለፉ፣ በማንም መግለጫ ውስጥ ሊገኝ የሚችል ዓረፍተ ነገር ሁሉ ይቁረጡ፣ ሁለት ሰዎች ጮክ ብለው እንዲያነቡልዎ ይጠይቁ። የራስዎን ቃላት መስማት እርስዎን የማይመስሉ ዓረፍተ ነገሮችን ለማግኘት ፈጣኑ መንገድ ነው።",
      ]),
    },
    om: {
      title: "Ibsa dhuunfaa koreen carraa barnootaa hin irraanfanne akkamitti barreessitu",
      description:
        "Amaloota ibsa cimaa shan, hima jalqabaa irraa hanga dubbisa xumuraatti, fakkeenya barattoota mo'an irraa waliin.",
      content: html([
        "Gamaaggamtoonni sagantaa tokkoof ibsa dhibbaan lakkaa'aman dubbisu. Kanneen isaan yaadatan kanneen waan ifa ta'een jalqaban: yeroo tokko, rakkoo argitan, yookiin pirojektii hojjettan. \"Yeroo hunda fayyaa hawaasaaf jaalala qaba ture\" jechuu mannaa, waaree booda kutaa eegumsaa kiliinikii baadiyyaa tokkoo keessatti dhukkubsattoota lakkaa'aa dabarsitan barreessaa.",
        "Achiis seenaa keessan isa darbe sagantichaan, sagantichas egeree keessan waliin walitti hidhaa. Koorsiiwwan yookiin barsiisota isinii barbaachisan maqaan eeraa, yeroo Itoophiyaatti deebitan maal akka hojjettan himaa. Keessumaa gamaaggamtoonni Chevening fi Mastercard Foundation karoora biyyaaf deebisanii kennuu amanamaa ta'e barbaadu.",
        "Dhugaa fi gabaabaa godhaa. Daangaa jechootaa hin darbinaa, hima ibsa nama kamiyyuu keessatti argamuu danda'u hunda kutaa, namoota lama sagalee ol kaasanii akka isiniif dubbisan gaafadhaa. Jechoota ofii keessanii dhaga'uun karaa saffisaa hima isin hin fakkaanne argachuuti.",
      ]),
    },
  },
};

const resources: DemoTranslations = {
  "Resume sample: junior software engineer": {
    am: {
      title: "የሲቪ ናሙና፦ ጀማሪ የሶፍትዌር መሐንዲስ",
      description: "ለአዲስ የኮምፒውተር ሳይንስ ተመራቂ የአንድ ገጽ ሲቪ፣ ውጤታማ የሚያደርገውን ከሚያብራሩ ማስታወሻዎች ጋር።",
    },
    om: {
      title: "Fakkeenya CV: injinara sooftiweerii jalqabaa",
      description:
        "CV fuula tokkoo eebbifamaa saayinsii kompiitaraa haaraaf, yaadannoo maaltu akka hojjechiisu ibsu waliin.",
    },
  },
  "Cover letter sample: internship application": {
    am: {
      title: "የማመልከቻ ደብዳቤ ናሙና፦ የሥራ ልምምድ ማመልከቻ",
      description: "ለሞባይል መተግበሪያ ገንቢ የሥራ ልምምድ የተጻፈ ሙሉ ደብዳቤና እያንዳንዱ አንቀጽ ለምን እንደተካተተ።",
    },
    om: {
      title: "Fakkeenya xalayaa iyyannoo: iyyannoo shaakala hojii",
      description:
        "Xalayaa guutuu shaakala hojii misoomsaa appii moobaayilaatiif barreeffame fi keeyyanni hundi maaliif akka jiru.",
    },
  },
  "Personal statement guide: structure and checklist": {
    am: {
      title: "የግል መግለጫ መመሪያ፦ አወቃቀርና የማረጋገጫ ዝርዝር",
      description: "ለትምህርት ዕድል ገምጋሚዎች መግለጫን እንዴት ማደራጀት እንደሚቻልና ከማስገባትዎ በፊት ምን ማረጋገጥ እንዳለብዎ።",
    },
    om: {
      title: "Qajeelfama ibsa dhuunfaa: caasaa fi tarree mirkaneessaa",
      description:
        "Ibsa koree carraa barnootaatiif akkamitti qindeessitu, fi osoo hin ergin dura maal mirkaneeffachuu akka qabdan.",
    },
  },
  "Statement of purpose sample: MSc in Data Science": {
    am: {
      title: "የዓላማ መግለጫ ናሙና፦ MSc በዳታ ሳይንስ",
      description: "በእውነተኛ የሥራ ችግር ዙሪያ የተገነባ ለአውሮፓ ሁለተኛ ዲግሪ የተጻፈ ሙሉ የዓላማ መግለጫ።",
    },
    om: {
      title: "Fakkeenya ibsa kaayyoo: MSc Saayinsii Daataa",
      description:
        "Ibsa kaayyoo guutuu digrii 2ffaa Awurooppaatiif, rakkoo hojii dhugaa tokko irratti ijaarame.",
    },
  },
  "TOEFL iBT at a glance": {
    am: {
      title: "TOEFL iBT በአጭሩ",
      description: "አራቱ ክፍሎች፣ ውጤት እንዴት እንደሚሰጥና የስድስት ሳምንት የዝግጅት ዕቅድ።",
    },
    om: {
      title: "TOEFL iBT ilaalcha tokkoon",
      description: "Kutaalee afran, qabxiin akkamitti akka kennamu fi karoora qophii torban ja'aa.",
    },
  },
};

const testimonials: DemoTranslations = {
  "Hana Tesfaye": {
    am: {
      clients_say:
        "የStipendium Hungaricum ማስታወቂያን እዚህ አገኘሁት፤ አማካሪዬ የማበረታቻ ደብዳቤዬን እያንዳንዱን ረቂቅ አነበበች። አሁን በቡዳፔስት ኮምፒውተር ሳይንስ እየተማርኩ ነው።",
    },
    om: {
      clients_say:
        "Beeksisa Stipendium Hungaricum asitti argadhe, gorsituun koo barreeffama xalayaa kaka'umsa koo hunda dubbifte. Amma Budaapeestitti saayinsii kompiitaraa baradhaa jira.",
    },
  },
  "Dawit Lemma": {
    am: {
      clients_say:
        "የልምምድ ቃለ መጠይቆቹ ልዩነት ፈጠሩ። የChevening ኮሚቴ ስለ አመራር ሲጠይቀኝ ከመደናገጥ ይልቅ ሦስት እውነተኛ ታሪኮች ተዘጋጅተውልኝ ነበር።",
    },
    om: {
      clients_say:
        "Af-gaaffiiwwan shaakalaa garaagarummaa fidan. Koreen Chevening yeroo waa'ee hoggansaa na gaafatu, rifachuu mannaa seenaa dhugaa sadii qopheeffadheen ture.",
    },
  },
  "Meron Alemu": {
    am: {
      clients_say:
        "የIELTS ቫውቸር መክፈል ሳልችል Born To Win ከፈለልኝ። ከሁለት ወር በኋላ 7.5 ውጤትና በሕብረተሰብ ጤና የሁለተኛ ዲግሪ ተቀባይነት አገኘሁ።",
    },
    om: {
      clients_say:
        "Yeroo kaffaluu hin dandeenyetti Born To Win vaawucharii IELTS naaf kaffale. Ji'a lama booda qabxii 7.5 fi carraa digrii 2ffaa fayyaa hawaasaa argadhe.",
    },
  },
  "Yonas Girma": {
    am: {
      clients_say:
        "ከተመረቅሁ በኋላ ምንም የሥራ ማሳያ ሳይኖረኝ የዲጂታል ክህሎት ሥልጠናውን ተቀላቀልሁ። እዚያ የሠራኋቸው ፕሮጀክቶች አዲስ አበባ በሚገኝ የፋይናንስ ቴክኖሎጂ ኩባንያ የመጀመሪያ የሥራ ልምምዴን አስገኙልኝ።",
    },
    om: {
      clients_say:
        "Erga eebbifamee booda kuusaa hojii tokko malee leenjii dandeettii dijitaalaatti makame. Pirojektoonni achitti hojjedhe shaakala hojii koo isa jalqabaa dhaabbata teeknooloojii faayinaansii Finfinnee keessaa naaf argamsiisan.",
    },
  },
  "Selamawit Haile": {
    am: {
      clients_say:
        "ጀማሪ ንግዳችን በሃሳብ ማቅረቢያ ቀኑ ቀርቦ የመነሻ ገንዘብ ድጋፍ አሸነፈ። በዚያ ቀን ያገኘናቸው አማካሪዎች አሁንም በየወሩ ጥያቄዎቻችንን ይመልሳሉ።",
    },
    om: {
      clients_say:
        "Daldalli haaraan keenya guyyaa yaada dhiyeessuu irratti dhiyaatee deeggarsa maallaqa jalqabaa mo'ate. Gorsitoonni guyyaa sana argine ammas ji'a ji'aan gaaffii keenyaaf deebii kennu.",
    },
  },
};

const teams: DemoTranslations = {
  "Liya Mulugeta": {
    am: {
      position: "መሥራችና ዋና ዳይሬክተር",
      teamMemberBio:
        "ሊያ በDAAD የትምህርት ዕድል በጀርመን ምህንድስና ተምራለች፤ እነዚያን ዕድሎች ማን እንደሚያገኝ የሚወስነው ዕድል ሳይሆን ችሎታ እንዲሆን Born To Winን መሠረተች። አጋርነትንና የገንዘብ ማሰባሰብን ከአትላንታና ከአዲስ አበባ ትመራለች።",
    },
    om: {
      position: "Hundeessituu fi Daarektara Olaanaa",
      teamMemberBio:
        "Liyaan carraa barnootaa DAAD'n Jarmanitti injinariingii barattee, carraawwan sana eenyu akka argatu kan murteessu carraa osoo hin taane dandeettii akka ta'uuf Born To Win hundeessite. Michummaa fi maallaqa sassaabuu Atlaantaa fi Finfinnee irraa ni geggeessiti.",
    },
  },
  "Samuel Tadesse": {
    am: {
      position: "የትምህርት ዕድል ፕሮግራም መሪ",
      teamMemberBio:
        "ሳሙኤል የምክር ቡድኖችንና የማመልከቻ የቀን መቁጠሪያን ያስተዳድራል። በሕዝብ ፖሊሲ የFulbright ምሩቅ ሲሆን ከአንድ ሺህ በላይ የግል መግለጫዎችን አንብቧል።",
    },
    om: {
      position: "Hogganaa Sagantaa Carraa Barnootaa",
      teamMemberBio:
        "Saamu'eel marii gorsaa fi kaaleendara iyyannoo ni geggeessa. Eebbifamaa Fulbright imaammata uummataa ti; ibsa dhuunfaa kuma tokkoo ol dubbiseera.",
    },
  },
  "Bethlehem Assefa": {
    am: {
      position: "የሙያና የሥራ ልምምድ አስተባባሪ",
      teamMemberBio:
        "ቤተልሔም ተማሪዎችን አዲስ አበባ ካሉ ቀጣሪዎችና በውጭ ሀገር ከርቀት ከሚሠሩ ቡድኖች ጋር ታገናኛለች። ቀደም ሲል ለአንድ የቴሌኮም ኩባንያ ተመራቂዎችን ትቀጥር ነበር።",
    },
    om: {
      position: "Qindeessituu Ogummaa fi Shaakala Hojii",
      teamMemberBio:
        "Beetelihem barattoota qacartoota Finfinnee keessaa fi gareewwan biyya alaa fagoo irraa hojjetan waliin walitti fidde. Kanaan dura dhaabbata telekoomii tokkoof eebbifamtoota qacarti turte.",
    },
  },
  "Nahom Wolde": {
    am: {
      position: "የሥልጠናና የዲጂታል ክህሎት መሪ",
      teamMemberBio:
        "ናሆም የተጠናከሩ ሥልጠናዎቻችንን የሚነድፍና የድረ ገጽ ልማት ትምህርቱን የሚያስተምር የሶፍትዌር መሐንዲስ ነው። ትክክለኛ የመጀመሪያ ፕሮጀክት ካገኘ ማንም ሰው ኮድ መጻፍ መማር ይችላል ብሎ ያምናል።",
    },
    om: {
      position: "Hogganaa Leenjii fi Dandeettii Dijitaalaa",
      teamMemberBio:
        "Naahoom injinara sooftiweerii leenjii cimaa keenya qopheessu fi barnoota misooma weebii barsiisu dha. Pirojektii jalqabaa sirrii yoo argate namni kamiyyuu koodii barreessuu barachuu akka danda'u ni amana.",
    },
  },
  "Rahel Desta": {
    am: {
      position: "የጀማሪ ንግዶች ድጋፍ ሥራ አስኪያጅ",
      teamMemberBio:
        "ራሔል የሃሳብ ማቅረቢያ ቀናትንና የመሥራቾች የምክር ድጋፍን ታዘጋጃለች። ከመቀላቀሏ በፊት አዲስ አበባ የሚገኝ የግብርና ንግድ ማበልጸጊያ ማዕከልን በማስተዳደር አግዛለች።",
    },
    om: {
      position: "Hojii Geggeessituu Deeggarsa Daldala Haaraa",
      teamMemberBio:
        "Raahel guyyoota yaada dhiyeessuu fi gorsa hundeessitootaa ni qindeessiti. Osoo nutti hin makamin dura wiirtuu guddina daldala qonnaa Finfinnee keessa jiru geggeessuu keessatti gargaarte.",
    },
  },
};

/** Every kind's versions, keyed as demoTranslation looks them up. */
export const DEMO_TRANSLATIONS: Record<ContentKind, DemoTranslations> = {
  scholarships,
  internships,
  training,
  jobs,
  blogs,
  resources,
  testimonials,
  teams,
};

/** The key a demo row is translated under: its title column (an internship's category and first company; a person's name). */
export function demoTranslationKey(kind: ContentKind, row: Record<string, unknown>): string {
  switch (kind) {
    case "scholarships":
    case "blogs":
    case "resources":
      return String(row.title);
    case "internships":
      return `${String(row.internshipCategory)}|${String((row.company as string[] | undefined)?.[0] ?? "")}`;
    case "training":
      return String(row.Title);
    case "jobs":
      return String(row.JobTitle);
    case "testimonials":
      return String(row.full_Name);
    case "teams":
      return String(row.name);
  }
}

/** The rows with their Amharic and Afaan Oromo versions, where the demo has them. */
export function withDemoTranslations<T extends object>(kind: ContentKind, rows: T[]): T[] {
  return rows.map((row) => {
    const translations = DEMO_TRANSLATIONS[kind][demoTranslationKey(kind, row as Record<string, unknown>)];
    return translations ? { ...row, translations } : row;
  });
}
