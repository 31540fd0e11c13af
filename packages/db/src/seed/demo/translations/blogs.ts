// Amharic and Afaan Oromo versions of the demo blog posts, keyed by title; content as the editor stores it (paragraphs of HTML).
import { TEST_FEES } from "@btw/contracts";
import { formatUsdFee } from "@btw/i18n";
import { type DemoTranslations, html } from "./shared.ts";

export const blogs: DemoTranslations = {
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
  "Scholarship Q&A night with DAAD and Chevening alumni": {
    am: {
      title: "ከDAAD እና ከChevening የቀድሞ ተሳታፊዎች ጋር የትምህርት ዕድል የጥያቄና መልስ ምሽት",
      description:
        "ስድስት የቀድሞ ተሳታፊዎች ስለ ማመልከቻ፣ ስለ ቃለ መጠይቅና በውጭ ሀገር ስላለው ሕይወት ለ90 ደቂቃ ጥያቄዎችን መለሱ። ቀረጻውና ማስታወሻዎቹ አሁን በኦንላይን ይገኛሉ።",
      content: html([
        "ሐሙስ ምሽት የDAAD፣ የChevening፣ የFulbright እና የStipendium Hungaricum ስድስት ኢትዮጵያውያን የቀድሞ ተሳታፊዎች ለጥያቄና መልስ ውይይት በኦንላይን ተቀላቀሉን። ከ400 በላይ ተማሪዎች ተመዝግበው ነበር፤ ጥያቄዎቹም ለዘጠና ደቂቃ ሳያቋርጡ ቀጠሉ።",
        "በብዛት የተጠየቀው ስለ ሥራ ልምድ ነበር። የቀድሞ ተሳታፊዎቹ ከሥራ መደቡ ስም ይልቅ የሠሩት ሥራ ጥራት እንደሚበልጥ ተስማምተዋል፦ በእርስዎ ምክንያት ምን እንደተለወጠ መግለጽ ከቻሉ በጎ ፈቃደኝነት፣ የምርምር ረዳትነትና የተማሪዎች ክበብን መምራት ሁሉም ይቆጠራሉ።",
        "ቀጥሎ የተነሳው ቃለ መጠይቅ ነበር። ምክራቸው፦ የራስዎን ድርሰቶች በደንብ ይወቁ፣ አመራርዎን የሚያሳዩ ሦስት ታሪኮችን ያዘጋጁ፣ ከሁለት ደቂቃ ባነሰ ጊዜ መመለስን ይለማመዱ። በርካታ የቀድሞ ተሳታፊዎች በዚህ ዙር ለመጨረሻው ምርጫ ለደረሱ አመልካቾች የልምምድ ቃለ መጠይቅ ለማድረግ ፈቃደኛ መሆናቸውን ገልጸዋል።",
      ]),
    },
    om: {
      title: "Galgala gaaffii fi deebii carraa barnootaa eebbifamtoota duraanii DAAD fi Chevening waliin",
      description:
        "Eebbifamtoonni duraanii ja'a waa'ee iyyannoo, af-gaaffii fi jireenya biyya alaa irratti daqiiqaa 90f gaaffii deebisan. Waraabbii fi yaadannoon amma toora interneetii irra jiru.",
      content: html([
        "Kamisa galgala eebbifamtoonni duraanii DAAD, Chevening, Fulbright fi Stipendium Hungaricum Itoophiyaa ja'a marii gaaffii fi deebiitiif toora interneetiin nutti makaman. Barattoonni 400 ol galmaa'an, gaaffiinis daqiiqaa sagaltamaaf hin dhaabbanne.",
        "Gaaffiin hunda caalaa gaafatame waa'ee muuxannoo hojii ture. Eebbifamtoonni duraanii maqaa hojii caalaa qulqullinni waan hojjettanii akka ulfaatu irratti walii galan: waan sababa keessaniin jijjiirame ibsuu yoo dandeessan, tola ooltummaan, qorannoo keessatti gargaaruu fi kilaba barattootaa geggeessuun hundi ni lakkaa'amu.",
        "Af-gaaffiin lammaffaa ture. Gorsi isaanii: barreeffamoota keessan sirriitti beekaa, seenaa hoggansa keessan agarsiisu sadii qopheessaa, daqiiqaa lamaa gadiitti deebisuu shaakalaa. Eebbifamtoonni duraanii hedduun iyyattoota marsaa kanaa filannoo xumuraatiif dhiyaataniif af-gaaffii shaakalaa qopheessuuf of dhiyeessaniiru.",
      ]),
    },
  },
  "Inside our mentorship circles: 120 students, 40 mentors": {
    am: {
      title: "የምክር ቡድኖቻችን ውስጥ፦ 120 ተማሪዎች፣ 40 አማካሪዎች",
      description: "በየወሩ አነስተኛ የተማሪዎች ቡድኖች ማመልከቻዎቻቸውን ለማቀድ፣ እንግሊዝኛ ለመለማመድና እርስ በርስ ለመበረታታት ከአማካሪ ጋር ይገናኛሉ።",
      content: html([
        "ለትምህርት ዕድል ብቻን ማመልከት ከባድ ነው። የምክር ቡድኖችን የጀመርነው ለዚህ ነው፦ ሦስት ተማሪዎችና ተመሳሳይ ሂደትን ያለፈ አንድ አማካሪ የሚገኙበት፣ በየሁለት ሳምንቱ በኦንላይን ወይም በአካል የሚገናኝ ቡድን።",
        "በዚህ ሴሚስተር ከአሥራ አንድ ዩኒቨርሲቲዎች የመጡ 120 ተማሪዎች በምክር ቡድኖች ውስጥ ይገኛሉ። አማካሪዎቹ በኢትዮጵያ፣ በአውሮፓና በሰሜን አሜሪካ የሚሠሩ በጎ ፈቃደኞች ሲሆኑ አብዛኞቹ ራሳቸው የትምህርት ዕድል ያገኙ ናቸው። ቡድኖቹ የመጀመሪያውን ረቂቅ ማጠናቀቅ ወይም የIELTS ፈተና ቀን መያዝ የመሳሰሉ ግቦችን በጋራ ያስቀምጣሉ፤ በሚቀጥለው ስብሰባም ምን ያህል እንደደረሱ ይከታተላሉ።",
        "ለሚቀጥለው ሴሚስተር ተጨማሪ አማካሪዎችን እንፈልጋለን። በውጭ ሀገር ተምረው ከሆነ ወይም ተማሪዎቻችን በሚፈልጉት ዘርፍ የሚሠሩ ከሆነ በሥራዎች ገጽ ላይ በበጎ ፈቃደኛ አማካሪነት ያመልክቱ።",
      ]),
    },
    om: {
      title: "Gareewwan gorsaa keenya keessa: barattoota 120, gorsitoota 40",
      description:
        "Ji'a ji'aan gareewwan barattootaa xixiqqaan iyyannoo isaanii karoorfachuu, Afaan Ingiliffaa shaakaluu fi wal jajjabeessuuf gorsaa tokko waliin wal argu.",
      content: html([
        "Kophaa carraa barnootaaf iyyachuun ulfaataa dha. Kanaaf gareewwan gorsaa jalqabne: barattoota sadii fi gorsaa adeemsa wal fakkaataa keessa darbe tokko, torban lamaan al tokko toora interneetiin yookiin fuulaa fuulatti kan wal argan.",
        "Semisteera kana barattoonni yuunivarsiitiiwwan kudha tokko irraa dhufan 120 gareewwan gorsaa keessa jiru. Gorsitoonni tola ooltota Itoophiyaa, Awurooppaa fi Ameerikaa Kaabaa keessatti hojjetanii dha; hedduun isaaniis ofii isaaniitii carraa barnootaa argatanii turan. Gareewwan kaayyoo akka barreeffama jalqabaa xumuruu yookiin guyyaa qormaata IELTS qabachuu waliin kaa'atu, walgahii itti aanu irrattis hordofu.",
        "Semisteera itti aanuuf gorsitoota dabalataa barbaadna. Biyya alaatti kan barattan yookiin damee barattoonni keenya barbaadan keessatti kan hojjettan yoo taatan, fuula Hojii irratti akka gorsaa tola ooltuutti iyyadhaa.",
      ]),
    },
  },
  "IELTS, TOEFL or the Duolingo English Test: which one should you take?": {
    am: {
      title: "IELTS፣ TOEFL ወይስ Duolingo English Test፦ የትኛውን መውሰድ አለብዎ?",
      description: "ወጪያቸው፣ የሚቀበሏቸው ዩኒቨርሲቲዎችና እያንዳንዱ ፈተና በፈተናው ቀን ምን እንደሚመስል፣ ለኢትዮጵያውያን አመልካቾች በንጽጽር።",
      content: html([
        "አብዛኞቹ ዓለም አቀፍ ፕሮግራሞች የእንግሊዝኛ ችሎታ ማረጋገጫ ይጠይቃሉ። በአዲስ አበባ IELTSን እና TOEFLን በፈተና ማዕከላት መውሰድ ይችላሉ፤ Duolingo English Testን ደግሞ በቤትዎ በራስዎ ኮምፒውተር መውሰድ ይችላሉ።",
        `ለዩናይትድ ኪንግደም፣ ለአውስትራሊያና ለአብዛኞቹ የትምህርት ዕድል ፕሮግራሞች IELTS በጣም አስተማማኙ ምርጫ ነው፤ ዋጋው ${formatUsdFee(TEST_FEES.ielts, "am")} ነው። ${formatUsdFee(TEST_FEES.toefl, "am")} የሚያስከፍለውን TOEFL iBT በአሜሪካ ያሉ ብዙ ዩኒቨርሲቲዎች ይመርጡታል። Duolingo English Test ${formatUsdFee(TEST_FEES.duolingo, "am")} ያስከፍላል፣ አንድ ሰዓት ይወስዳል፣ የሚቀበሉት ዩኒቨርሲቲዎችም እየበዙ ነው፤ ሆኖም አንዳንድ የትምህርት ዕድል ፕሮግራሞች አሁንም ስለማይቀበሉት ከመመዝገብዎ በፊት የፕሮግራምዎን ገጽ ያረጋግጡ።`,
        "የትኛውንም ቢመርጡ መጀመሪያ ጊዜ እየቆጠሩ ሙሉ የልምምድ ፈተና ይውሰዱ። በመርጃዎች ክፍላችን ለሦስቱም ፈተናዎች ነፃ መመሪያዎች አሉ።",
      ]),
    },
    om: {
      title: "IELTS, TOEFL moo Duolingo English Test: isa kam fudhachuu qabdu?",
      description:
        "Baasii, yuunivarsiitiiwwan isaan fudhatan fi qormaanni tokkoon tokkoon guyyaa qormaataa maal akka fakkaatu, iyyattoota Itoophiyaa keessa jiraniif wal bira qabamee.",
      content: html([
        "Sagantaaleen idil-addunyaa baay'een ragaa dandeettii Afaan Ingiliffaa gaafatu. Finfinnee keessatti IELTS fi TOEFL wiirtuu qormaataatti fudhachuu dandeessu; Duolingo English Test immoo mana keessanitti kompiitara mataa keessaniitiin fudhachuu dandeessu.",
        `Biriteen, Awustiraaliyaa fi sagantaalee carraa barnootaa baay'eef IELTS filannoo hunda caalaa amansiisaa dha; gatiin isaa ${formatUsdFee(TEST_FEES.ielts, "om")} ta'a. TOEFL iBT, ${formatUsdFee(TEST_FEES.toefl, "om")}, yuunivarsiitiiwwan Ameerikaa hedduutu filata. Duolingo English Test ${formatUsdFee(TEST_FEES.duolingo, "om")} baasa, sa'aatii tokko fudhata, yuunivarsiitiiwwan isa fudhatanis baay'achaa jiru; garuu sagantaaleen carraa barnootaa tokko tokko ammallee waan hin fudhanneef, osoo hin galmaa'in dura fuula sagantaa keessanii mirkaneeffadhaa.`,
        "Kam iyyuu yoo filattan, jalqaba qormaata shaakalaa guutuu yeroo daangeffameen fudhadhaa. Kutaan Meeshaalee barumsaa keenyaa qormaata sadanuuf qajeelfama bilisaa qaba.",
      ]),
    },
  },
  "Girls in ICT day: 200 secondary school students write their first code": {
    am: {
      title: "የGirls in ICT ቀን፦ 200 የሁለተኛ ደረጃ ተማሪዎች የመጀመሪያ ኮዳቸውን ጻፉ",
      description:
        "ከሀገር ውስጥ የቴክኖሎጂ ኩባንያዎች ከመጡ በጎ ፈቃደኛ መሐንዲሶች ጋር፣ ከስምንት የአዲስ አበባ ትምህርት ቤቶች የመጡ ልጃገረዶች ጨዋታዎችንና ድረ ገጾችን በመሥራት ቀኑን አሳለፉ።",
      content: html([
        "በአዲስ አበባ ከሚገኙ ስምንት የሁለተኛ ደረጃ ትምህርት ቤቶች የመጡ ሁለት መቶ ልጃገረዶች ቅዳሜን በGirls in ICT ቀናችን አሳለፉ። ጥንድ ጥንድ ሆነው፣ በጎ ፈቃደኛ መሐንዲሶች ከጎናቸው ሆነው፣ በScratch ቀላል ጨዋታና ስለሚያደንቋት አንዲት ሴት ባለ አንድ ገጽ ድረ ገጽ ሠሩ።",
        "ከሰዓት በኋላ በሶፍትዌር፣ በቴሌኮምና በሳይበር ደህንነት የሚሠሩ ሴቶች ስለ ሙያ ጉዟቸው፣ ስላጋጠሟቸው እንቅፋቶችና እንዴት እንዳለፏቸው ተናገሩ። ብዙዎቹ ልጃገረዶች ሴት መሐንዲስ ሲያገኙ ይህ የመጀመሪያቸው እንደሆነ ተናግረዋል።",
        "እያንዳንዷ ተሳታፊ የምስክር ወረቀትና መማሯን እንድትቀጥል የነፃ የኦንላይን ኮርሶች ዝርዝር ይዛ ወደ ቤቷ ተመልሳለች። በዚህ ሴሚስተር የኮዲንግ ክበቦችን ለማቋቋም ከትምህርት ቤቶቹ ጋር ክትትል እናደርጋለን።",
      ]),
    },
    om: {
      title:
        "Guyyaa Girls in ICT: barattoonni mana barumsaa sadarkaa lammaffaa 200 koodii isaanii jalqabaa barreessan",
      description:
        "Injinaroota tola ooltota dhaabbilee teeknooloojii biyya keessaa waliin, shamarran mana barumsaa Finfinnee saddeet irraa dhufan taphaa fi marsariitii ijaaruun guyyaa dabarsan.",
      content: html([
        "Shamarran dhibba lama mana barumsaa sadarkaa lammaffaa Finfinnee saddeet irraa dhufan Sanbata guyyaa Girls in ICT keenya irratti dabarsan. Lama lamaan ta'anii, injinaroota tola ooltota cinaa isaanii jiran waliin, Scratch'n tapha salphaa fi marsariitii fuula tokkoo waa'ee dubartii tokko isaan dinqisiifatan ijaaran.",
        "Waaree booda, dubartoonni sooftiweerii, telekoomii fi nageenya saayibarii keessatti hojjetan waa'ee karaa ogummaa isaanii, gufuuwwan isaan mudatanii fi akkamitti akka darban dubbatan. Shamarran hedduun yeroo jalqabaatiif injinara dubartii akka argan himan.",
        "Hirmaattonni hundi waraqaa ragaa fi tarree koorsiiwwan toora interneetii bilisaa barachuu itti fufuuf qabatanii mana isaaniitti galan. Semisteera kana kilaboota koodii jalqabuuf mana barumsaa sana waliin hordoffii ni goona.",
      ]),
    },
  },
  "Donor update: what your gifts paid for this quarter": {
    am: {
      title: "ለለጋሾች ወቅታዊ መረጃ፦ በዚህ ሩብ ዓመት ስጦታዎ የሸፈናቸው ወጪዎች",
      description: "የማመልከቻ ክፍያዎች፣ የእንግሊዝኛ ፈተና ቫውቸሮች፣ ላፕቶፖችና የመነሻ ገንዘብ ድጋፎች፦ ገንዘቡ የት እንደዋለ በግልጽ።",
      content: html([
        "በዚህ ሩብ ዓመት ለጋሾች በድረ ገጻችን፣ በወርሃዊ ልገሳና በሃሳብ ማቅረቢያ ቀኑ ለግሰዋል። እያንዳንዱ ብር ተመዝግቧል፤ የት እንደዋለም እነሆ።",
        "ለ64 ተማሪዎች የማመልከቻ ክፍያ ከፍለናል፤ ለብዙ አመልካቾች ትልቁ ወጪ የሆኑትን 38 የእንግሊዝኛ ፈተና ቫውቸሮችም ገዝተናል። ማመልከቻዎቻቸውን በስልክ ይጽፉ ለነበሩ ተማሪዎች አሥራ ሁለት የታደሱ ላፕቶፖች ተሰጥተዋል። ሦስት የመነሻ ገንዘብ ድጋፎች ከሃሳብ ማቅረቢያ ቀናችን የወጡ ጀማሪ ንግዶችን ደግፈዋል።",
        "እናመሰግናለን። ወርሃዊ ለጋሾች ለማቀድ ያስችሉናል፤ ከቻሉ የአንድ ጊዜ ልገሳዎን በልገሳ ገጹ ላይ ወደ ወርሃዊ ልገሳ ለመቀየር ያስቡበት።",
      ]),
    },
    om: {
      title: "Odeeffannoo gumaachitootaaf: kurmaana kana kennaan keessan maal kaffale",
      description:
        "Kaffaltii iyyannoo, vaawucharii qormaata Afaan Ingiliffaa, laaptooppii fi deeggarsa maallaqa jalqabaa: maallaqni eessatti akka oole ifatti.",
      content: html([
        "Kurmaana kana gumaachitoonni marsariitii keenyaan, gumaacha ji'aatiin fi guyyaa yaada dhiyeessuu irratti gumaachan. Birriin hundi galmaa'eera; eessatti akka oole kunoo.",
        "Barattoota 64f kaffaltii iyyannoo kaffalle, vaawucharii qormaata Afaan Ingiliffaa 38, kan iyyattoota hedduuf baasii guddaa ta'e, bitne. Laaptooppiiwwan haaromfaman kudha lama barattoota iyyannoo isaanii bilbilaan barreessaa turaniif kennaman. Deeggarsi maallaqa jalqabaa sadii daldaloota haaraa guyyaa yaada dhiyeessuu keenyaa deeggare.",
        "Galatoomaa. Gumaachitoonni ji'aa karoorfachuu nu dandeessisu: yoo dandeessan, kennaa keessan kan al tokkoo fuula Gumaachaa irratti gara gumaacha ji'aatti jijjiiruu yaadaa.",
      ]),
    },
  },
  "Meet our first cohort of scholars abroad": {
    am: {
      title: "በውጭ ሀገር የሚማሩትን የመጀመሪያ ዙር ተማሪዎቻችንን ይተዋወቁ",
      description: "የደገፍናቸው ዘጠኝ ተማሪዎች አሁን በጀርመን፣ በሃንጋሪ፣ በጃፓን፣ በኮሪያና በዩናይትድ ኪንግደም እየተማሩ ነው።",
      content: html([
        "ከአንድ ዓመት በፊት በየቅዳሜው በምናዘጋጃቸው የሥልጠና መድረኮች ድርሰቶቻቸውን ይጽፉ ነበር። ዛሬ ዘጠኝ የBorn To Win ተማሪዎች ሙሉ ወጪው በተሸፈነ የትምህርት ዕድል በውጭ ሀገር ምህንድስና፣ ሕብረተሰብ ጤና፣ ዳታ ሳይንስና ሕግ እየተማሩ ነው።",
        "በጣም የረዳቸው ምን እንደሆነ ጠየቅናቸው። መልሳቸው አንድ ነበር፦ ቀድሞ መጀመር፣ እያንዳንዱን ረቂቅ የሚያነብላቸው ሰው ማግኘትና ፍርሃታቸው እስኪጠፋ ድረስ ቃለ መጠይቅ መለማመድ። አሁን ቀጣዩን ዙር ተማሪዎች በኦንላይን ያማክራሉ።",
        "በሚቀጥሉት ወራት ታሪኮቻቸውን በብሎጋችን ይከታተሉ፤ በዚህ ዓመት የሚያመለክቱ ከሆነ በትምህርት ዕድሎች ዝርዝርና በመርጃዎች ክፍል ባሉት የማመልከቻ መመሪያዎች ይጀምሩ።",
      ]),
    },
    om: {
      title: "Garee jalqabaa barattoota keenya biyya alaatti baratan isin haa beeksifnu",
      description:
        "Barattoonni sagal nuti deeggarre amma Jarmanii, Hangaarii, Jaappaan, Kooriyaa fi Biriteen keessatti barachaa jiru.",
      content: html([
        "Waggaa tokko dura woorkishooppii Sanbataa keenya irratti barreeffamoota isaanii barreessaa turan. Har'a barattoonni Born To Win sagal carraa barnootaa guutummaatti kaffalameen biyya alaatti injinariingii, fayyaa hawaasaa, saayinsii daataa fi seeraa barachaa jiru.",
        "Maaltu caalaa akka isaan gargaare gaafanne. Deebiin isaanii tokkuma ture: dafanii jalqabuu, nama barreeffama hunda dubbisu qabaachuu fi hanga sodaan badutti af-gaaffii shaakaluu. Amma garee itti aanu toora interneetiin ni gorsu.",
        "Ji'oota dhufan keessatti seenaa isaanii bloogii keenya irratti hordofaa; bara kana kan iyyattan yoo taatan, tarree carraawwan barnootaa fi qajeelfamoota iyyannoo kutaa Meeshaalee barumsaa keessa jiraniin jalqabaa.",
      ]),
    },
  },
};
