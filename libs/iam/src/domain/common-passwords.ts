/*
 * About a thousand of the passwords found most often in public leak corpora (the usual "top" lists),
 * with the French favourites added: first names, cities, football clubs, "azerty", "motdepasse",
 * "soleil", "jetaime"… Lower case; compared case-insensitively by the password policy. Passwords made
 * only of digits are kept for completeness even though the spec rule (an uppercase letter) already
 * refuses them.
 */
const LIST = `
123456 123456789 12345678 12345 1234567 1234567890 1234 111111 000000 123123 654321 666666 121212
112233 123321 7777777 777777 555555 11111111 131313 159753 987654321 222222 88888888 11111 999999
0000 333333 232323 888888 87654321 12344321 55555 1212 444444 101010 212121 1111111 159357 789456
147258369 123456a 12345a 0987654321 147147 147258 010203 102030 252525 11223344 696969 2000 6969
123654 987654 5150 2112 7777 4444 5555 2222 1313 1111 1990 1991 1992 1993 1988 1989 1987 1985 1986
19841984 123123123 789456123 4815162342 01012000 31122000 14071789 azerty azertyuiop azerty123
azerty1 azertyui azertyu azert qsdfghjklm qsdfgh qsdfghjk wxcvbn wxcvbnm azeqsdwxc aqwzsx aqwxsz
azertyuiop123 qwerty qwertyuiop qwerty123 qwerty1 qwertyui qwertyu qwert qwer1234 1234qwer
q1w2e3r4t5 q1w2e3r4 q1w2e3 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx 1qazxsw2 qazwsx qazwsxedc qazxsw
qwaszx 12qwaszx qweasdzxc zxcvbnm zxcvbn asdfgh asdfghjkl asdfghjk asdf asdfasdf asdf1234 asd123
asdasd qweqwe qwe123 123qwe qweasd zaq12wsx zaq1zaq1 1qaz1qaz abc123 abcdef abcd1234 abc123456
123abc a1b2c3 a1b2c3d4 aaaaaa aaaa qqqqqq zzzzzz xxxxxx xxxxxxxx abcdefg abcdefgh abcabc aaaaaaaa
password password1 password123 password12 passw0rd p@ssw0rd p@ssword pass pass123 passpass
passwd password! motdepasse motdepasse1 motdepasse123 mot2passe mdp mdp123 motdepass secret
secret123 azerty1234 letmein welcome welcome1 welcome123 admin admin123 administrator root toor
login test test123 testing tester guest user demo default changeme changeit iloveyou iloveu
loveyou jetaime jetaime1 jetaimemonamour jtm jtaime teamo tiamo ichliebedich monamour amour
amour123 monchou moncoeur mamour moncheri macherie chouchou chouchoute doudou doudou1 loulou
loulou1 nounours bisous bisou bebe bebe123 cheri cherie coucou coucou123 bonjour bonjour1 salut
salut123 soleil soleil1 soleil123 marseille marseille13 paris paris75 paris123 lyon lyon69 lille
lille59 toulouse toulouse31 bordeaux bordeaux33 nantes nantes44 nice nice06 montpellier
strasbourg rennes reims lens saint-etienne saintetienne brest grenoble dijon angers toulon
metz nancy rouen caen limoges perpignan avignon ajaccio bastia corse bretagne normandie alsace
provence savoie lorraine auvergne france france1 francais francaise liberte egalite
fraternite omarseille olympique om psg paris-sg parissg allezlesbleus allezparis allezom
lesbleus bleus mbappe zidane zizou griezmann benzema ribery henry platini cantona neymar messi
ronaldo cristiano cr7 juventus barcelona barca realmadrid madrid chelsea arsenal liverpool
manchester united celtic milan inter bayern ajax asse girondins fcnantes ogcnice rclens
chocolat chocolate fraise framboise banane banana pomme apple orange citron cerise cherry
vanille caramel nutella biscuit gateau croissant baguette fromage camembert champagne
vin vinrouge bordeaux1 bourgogne cognac whisky vodka ricard pastis biere beer cafe coffee
princesse princess prince chaton chaton1 chaton123 minou minette mimi titi toto tata tutu
tintin milou asterix obelix babar snoopy garfield mickey minnie pikachu pokemon doraemon
naruto sasuke goku dragonball onepiece sakura hello hellokitty kitty kitten chat chien
chiens chats lapin tigre lion lionne panthere loup louve renard ours nounou papillon
etoile etoiles lune soleillune ciel nuage arcenciel fleur fleurs rose roses tulipe
marguerite violette jasmin lilas hortense capucine azur ocean mer plage vacances ete hiver
printemps automne noel noel2024 decembre janvier fevrier mars avril mai juin juillet aout
septembre octobre novembre dimanche lundi samedi vendredi famille famille1 maman maman1
papa papa1 mamie papi papy mamounette frere soeur enfant enfants bebe1 jumeaux
nicolas nicolas1 julien julien1 thomas thomas1 alexandre alexandre1 maxime maxime1 antoine
antoine1 kevin kevin1 quentin romain romain1 guillaume guillaume1 mathieu matthieu pierre
pierre1 jean jeanne jeanpierre jeanpaul jeanclaude jeanmarc jeanluc jeanjacques michel michel1
philippe philippe1 christophe christophe1 francois francois1 frederic laurent laurent1 olivier
olivier1 sebastien sebastien1 stephane stephane1 vincent vincent1 david david1 eric eric1 patrick
patrick1 pascal pascal1 alain alain1 bernard gerard jacques daniel daniel1 christian andre
marcel roger rene robert louis louis1 lucas lucas1 hugo hugo1 enzo enzo1 mathis theo theo1
nathan nathan1 clement clement1 florian florian1 adrien adrien1 benjamin benjamin1 jeremy
jeremy1 jonathan jonathan1 anthony anthony1 arnaud baptiste bastien cedric damien dylan
fabien gregory jerome jordan jordan1 ludovic mickael morgan nathalie nathalie1 isabelle
isabelle1 sandrine sandrine1 valerie valerie1 sylvie sylvie1 catherine christine christine1
veronique celine celine1 stephanie stephanie1 sophie sophie1 marie marie1 mariepierre julie
julie1 aurelie aurelie1 camille camille1 laura laura1 sarah sarah1 emma emma1 manon manon1 lea
lea1 chloe chloe1 clara ines jade louise lola lucie lucie1 mathilde pauline pauline1 melanie
melanie1 elodie elodie1 emilie emilie1 amandine audrey caroline caroline1 charlotte claire
delphine virginie vanessa jennifer jessica jessica1 laetitia marine marion oceane justine
morgane alexia alicia anais anaïs angelique brigitte chantal corinne dominique elise eloise
helene juliette margaux marina martine monique nadia nicole patricia sabrina sandra severine
sylvain yannick yann loic gael gaelle tristan victor victoria zoe noemie agathe alice ambre
rose1 louna lena lina mila nina anna eva jules arthur arthur1 raphael gabriel gabriel1 leo
paul paul1 noah adam adam1 ethan sacha tom tom1 mael mohamed mohammed ahmed karim karim1 yassine
sofiane samir rachid mehdi nassim ilyes amine fatima yasmine leila sarah123 michael michael1
jennifer1 ashley jessica123 amanda amanda1 matthew joshua andrew james john robert1 william
richard charles joseph christopher steven brian george edward donald mark paul123 kenneth
anthony123 jason justin brandon ryan eric123 jacob tyler austin zachary samuel alex alex1
alexis alexander alexandra samantha elizabeth lauren rachel rebecca melissa michelle
heather nicole1 natasha danielle tiffany kimberly angela stephanie123 hannah madison
taylor taylor1 morgan1 maggie bailey buster charlie charlie1 cooper max max123 rocky
lucky buddy daisy molly sadie sammy jack jackie jake jasper oscar simba oliver oliver1
teddy toby tucker bella chloe123 coco lulu misty ginger pepper peanut muffin cookie
cupcake sugar honey sweetie sweety sweetheart angel angel1 angels angelo baby babygirl
babyboy babe bubbles butterfly cutie darling dolphin dolphins flower flowers forever
freedom friends friend friendship happy happiness hope faith trinity jesus jesus1 christ
god godisgood blessed blessing heaven hell devil demon diablo lucifer satan 666 angel666
summer winter spring autumn sunshine sunday monday friday rainbow star stars starwars
star123 superman batman spiderman spider ironman hulk thor marvel avengers wolverine
joker harley harleyquinn matrix neo zelda mario luigi sonic nintendo playstation xbox
gamer gaming minecraft fortnite roblox warcraft starcraft diablo3 counter halo pokemon1
dragon dragon1 dragons phoenix tiger tigers lion1 eagle eagles falcon hawk panther
panthers wolf wolves bear bears shark sharks cobra viper python snake scorpion scorpio
monkey monkey1 donkey horse horses pony unicorn turtle rabbit bunny kitty1 puppy doggie
fish bird birdie chicken duck pig cat dog dog123 mustang ferrari porsche corvette camaro
mercedes bmw audi toyota honda yamaha suzuki kawasaki ducati harley1 nissan renault
peugeot citroen clio megane golf volkswagen tesla jaguar lambo lamborghini bugatti
football football1 soccer baseball basketball hockey tennis golfer golfing rugby
cricket boxing racing runner running swimming cycling skate skater surfer surfing
ski snowboard fishing hunting hunter hunter1 shooter sniper soldier warrior ninja
samurai knight killer killer1 master master1 boss chief captain major general commander
legend legends hero champion champion1 winner winner1 success victory power powers
strong super superstar rockstar rock rocker rocknroll metal metallica slipknot nirvana
beatles queen eminem tupac 2pac music music1 musique guitar guitare piano drummer singer
dance dancer danse danseuse theatre cinema movie movies film photo photos
computer computer1 ordinateur internet online google facebook twitter youtube
instagram snapchat tiktok apple123 iphone samsung android windows linux ubuntu
microsoft hacker hacking hacked cyber matrix1 access access1 enter enter123 system
server network security secure private confidential secret1 hidden unknown nothing
nobody somebody someone whatever anything everything please thanks merci
merci123 bienvenue bienvenu salutations bonsoir hello123 hello1 hi hey yes no
ok okay cool cool123 nice1 good great awesome amazing perfect lovely pretty
beautiful belle beaute jolie joli mignon mignonne petit petite grand grande
gros grosse fou folle crazy crazy1 mad madness funny fun happy1 smile smiley
sourire rire lol lol123 mdr mdr123 ptdr xd hahaha hehehe hihihi blabla bidule
truc machin chose toto123 tata123 titi123 momo lili lolo nono jojo juju fifi kiki
zozo bibi bobo coco1 pupuce puce choupette choupinette cocotte poupee poupette
bichette biche bibou doudou123 loulou123 chouchou1 nounours1 calin calins tresor
ange ange1 demon1 diable vampire zombie ghost fantome sorciere magie magic magicien
merlin gandalf frodo hobbit sauron voldemort harrypotter hermione poudlard
hogwarts narnia avatar titanic jurassic terminator rambo rocky1 scarface
godfather parrain sopranos simpsons homer bart southpark cartman kenny futurama
friends1 dexter breakingbad heisenberg sherlock doctorwho tardis startrek spock
yoda skywalker vader darkvader chewbacca jedi sith r2d2 c3po
asdfghjklm poiuytreza mlkjhgfdsq nbvcxw ytreza trewq poiuyt lkjhgf mnbvcx 147852
147852369 963852741 741852963 159951 753951 852456 456789 456123 321654 369852
258456 951753 135790 246810 13579 24680 102938 1029384756 0123456789 01234
azer azer1234 azerty2024 azerty2023 azerty2025 soleil2024 marseille2024 paris2024
password2024 password2023 motdepasse2024 bonjour2024 janvier2024 printemps2024
ete2024 hiver2024 noel2023 2024 2023 2025 2026 1234abcd abcd abcde abcdefghij
iloveyou1 iloveyou2 ilovegod iloveme loveme lover lovers lovely1 love love1 love123
lovelove amoureux amoureuse passion desir plaisir sexe sexy sexy123 hot hottie
chaud chaude bisous1 kisses kiss kissme baiser calinou coquin coquine
fuck fuckyou fuckoff fucker shit merde merde1 putain connard salope enculer
bordel zut flute chier cochon vache poule canard poulet agneau mouton chevre
chevreuil sanglier cerf biche1 renard1 hibou chouette corbeau pigeon aigle
faucon dauphin baleine requin poisson tortue grenouille escargot abeille
fourmi coccinelle libellule cigale papillon1 chenille araignee serpent lezard
dinosaure dino trex mammouth elephant girafe zebre hippo rhinoceros gorille
singe koala kangourou panda pingouin manchot phoque ourson nounourse
jardin maison maison1 chateau village campagne montagne montagnes foret
riviere lac cascade volcan desert ile plage1 sable vague soleil2 lumiere
ombre nuit jour matin soir minuit midi aube crepuscule orage tempete
neige glace feu eau terre air vent pluie nuage1 eclair tonnerre
liberty justice peace paix guerre war army armee marine navy police pompier
docteur doctor medecin infirmiere nurse teacher professeur prof ecole school
college lycee universite student etudiant etudiante bac bac2024 diplome
travail boulot job bureau office patron chef manager directeur president
senateur depute ministre roi reine king queen1 kingdom royal royaume empire
empereur napoleon bonaparte charlemagne vercingetorix jeannedarc moliere
voltaire victorhugo baudelaire rimbaud verlaine camus sartre proust zola
picasso monet renoir cezanne vangogh matisse rodin eiffel toureiffel
louvre versailles montmartre sacrecoeur notredame champselysees
mercure venus terre1 jupiter saturne uranus neptune pluton galaxie univers
cosmos espace fusee astronaute etoile1 planete comete
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean),
);
