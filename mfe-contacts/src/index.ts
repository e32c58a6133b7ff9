// The async boundary lets federation negotiate shared singletons before any of them is evaluated.
void import('./bootstrap');
