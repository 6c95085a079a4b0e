package cl.gestora.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
